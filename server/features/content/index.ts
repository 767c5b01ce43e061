import type { ServerFeature } from '../feature';

export const content: ServerFeature = { name: 'content' };
