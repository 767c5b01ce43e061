// What a screen shows while its code or the site settings are on their way, where a spinner would make the page jump
// when the content arrives. Only the hall, the first screen most players see (main.tsx prefetches it the same way);
// any other route keeps the spinner.
import type { ReactNode } from 'react';
import { HallSkeleton } from '../features/hall/HallSkeleton';
import { ScreenLoading } from '../kit/ScreenLoading';

const PLACEHOLDERS: Readonly<Record<string, () => ReactNode>> = { '/': () => <HallSkeleton /> };

/** The route's placeholder, or the spinner. */
export function ScreenPlaceholder({ path }: { path: string }) {
  const draw = PLACEHOLDERS[path];
  return draw ? draw() : <ScreenLoading />;
}
