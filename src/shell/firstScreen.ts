// The first screen without a waterfall: the site settings and the data the screen paints first are requested as soon as
// the entry runs, and its code a task later, instead of one after the other (settings, then the screen's chunk, then
// its data). The route (./screenComponent) later finds the code in and renders the screen at once. (A landing screen's
// files were asked for even earlier, by the entry ahead of the app: src/shell/screenFiles.ts.)
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { screens } from '../../screens.config';
import { appInfoQuery } from '../session/queries';
import { loadScreen } from './screenComponent';

type Prefetch = (queryClient: QueryClient) => void;

export function startFirstScreen(pathname: string, queryClient: QueryClient, prefetchers: Record<string, Prefetch> = {}): void {
  void queryClient.prefetchQuery(appInfoQuery);
  const def = screens.find((d) => matchPath({ path: d.path, end: true }, pathname));
  if (!def) return;
  // The screen's data a task later, then its code: each costs a few ms of script (the data mostly takes the answers
  // the entry ahead of the app asked for), together with the settings' query they would be one long task. The code
  // comes last, once any data request is out: over HTTP/1.1's six connections a screen's dozens of chunks would
  // otherwise queue ahead of it.
  const prefetch = prefetchers[def.path];
  if (prefetch) setTimeout(() => prefetch(queryClient), 0);
  setTimeout(() => void loadScreen(def.screen).catch(() => undefined), 0); // a failed chunk is told by the screen's error boundary
}
