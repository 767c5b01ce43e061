import { lazy, Suspense } from 'react';
import type { EmptyStateProps } from './StateBlocks';

// Loaded the first time a screen shows it, with LoadFailed (see LoadFailed.tsx for why).
const Block = lazy(() => import('./StateBlocks').then((m) => ({ default: m.EmptyBlock })));

/** Nothing to show (StateBlocks.tsx draws it). */
export function EmptyState(props: EmptyStateProps) {
  return (
    <Suspense fallback={null}>
      <Block {...props} />
    </Suspense>
  );
}
