import type { ServerFeature } from '../feature';

export const wallet: ServerFeature = { name: 'wallet' };
