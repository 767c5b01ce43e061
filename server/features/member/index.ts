import type { ServerFeature } from '../feature';
import { memberHandlers } from './handlers';

export const member: ServerFeature = { name: 'member', handlers: memberHandlers };
