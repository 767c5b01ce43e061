import type { ServerFeature } from '../feature';
import { sessionHandlers } from './handlers';
import { startSessionHousekeeping } from './housekeeping';

export const session = { name: 'session', handlers: sessionHandlers, start: startSessionHousekeeping } satisfies ServerFeature;
