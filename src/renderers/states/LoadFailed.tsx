import { onFirstShow } from '../../kit/onFirstShow';

// Loaded the first time a screen shows it: antd-mobile's ErrorBlock draws its pictures in ~8 KB of code, which
// every list and detail screen would otherwise wait for before its first paint, though most never fail. The service
// worker has the chunk cached soon after the first visit; before that, a chunk that cannot load shows the screen's
// own "failed to load, retry" (ChunkErrorBoundary).
/** A first load that failed, with a retry (StateBlocks.tsx draws it). */
export const LoadFailed = onFirstShow(() => import('./StateBlocks').then((m) => m.LoadFailedBlock));
