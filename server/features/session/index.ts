import type { ServerFeature } from '../feature';
import { sessionHandlers } from './handlers';
import { startSessionHousekeeping } from './housekeeping';

export const session: ServerFeature = { name: 'session', handlers: sessionHandlers, start: startSessionHousekeeping };
