import type { ServerFeature } from '../feature';
import { siteHandlers } from './handlers';

export const site: ServerFeature = { name: 'site', handlers: siteHandlers };
