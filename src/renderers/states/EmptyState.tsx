import { onFirstShow } from '../../kit/onFirstShow';

/** Nothing to show (StateBlocks.tsx draws it), loaded the first time a screen shows it, with LoadFailed. */
export const EmptyState = onFirstShow(() => import('./StateBlocks').then((m) => m.EmptyBlock));
