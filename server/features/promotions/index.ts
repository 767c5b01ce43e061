import type { ServerFeature } from '../feature';

export const promotions: ServerFeature = { name: 'promotions' };
