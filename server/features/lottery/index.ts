import type { ServerFeature } from '../feature';

export const lottery: ServerFeature = { name: 'lottery' };
