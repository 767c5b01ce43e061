import type { ServerFeature } from '../feature';
import { siteHandlers } from './handlers';

export const site = { name: 'site', handlers: siteHandlers } satisfies ServerFeature;
