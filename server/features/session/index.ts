import type { ServerFeature } from '../feature';
import { sessionHandlers } from './handlers';

export const session: ServerFeature = { name: 'session', handlers: sessionHandlers };
