// The whole app (registry, router, guards, session, the real API client and query cache) in jsdom, on the reference
// server in the test's process: every call answered by the real handlers and a real database (Fastify's inject, no
// socket). Checks that once needed the browser only for a server to answer them run here: what a screen draws from
// real answers, the guards, the forms and their journeys. Timers are real (findBy… waits for what shows); a test that
// waits on the app's own timers fakes them itself.
//
//   const server = await inProcessServer();            // beforeAll: one server a file
//   const member = await server.member();             // a fresh member, made and logged in through the API
//   const app = await openApp(server, '/mine', member.token);
//   expect(await screen.findByText(...)).toBeVisible();
//   app.close();                                       // afterEach (or let the setup's cleanup unmount it)
import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { vi } from 'vitest';
import { brand as defaultBrand, type BrandConfig } from '../../../brand.config';
import { App, bindAppSession } from '../../../src/shell/App';
import { createQueryClient } from '../../../src/shell/queryClient';
import { watchReachability } from '../../../src/shell/pwa/reachability';
import { createAppRouter } from '../../../src/shell/router';
import { resetReach } from '../../../src/lib/networkReach';
import { tokenStore } from '../../../src/session/tokenStore';
import type { InProcessServer } from './inProcessServer';

export interface OpenedApp {
  /** Where the app is: path and query. */
  location(): string;
  /** Moves in the app, as a link does. */
  goto(path: string): void;
  history: ReturnType<typeof createAppRouter>['history'];
  queryClient: ReturnType<typeof createQueryClient>;
  /** Every /api path the app asked, in order. */
  calls: string[];
  close(): void;
}

/**
 * Opens the app at `at` on `server`, as the member whose token is given (null: a visitor). Its fetch goes to the
 * server (stubbed on the page's global, undone by `close`).
 */
export function openApp(server: InProcessServer, at: string, token: string | null, brand: BrandConfig = defaultBrand): OpenedApp {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(new URL(request.url).pathname);
    return server.fetchFromServer(request);
  });
  // jsdom lays nothing out: the banner carousel's scroll has nowhere to go.
  Element.prototype.scrollTo ??= () => undefined;
  resetReach();
  tokenStore.set(token);
  const queryClient = createQueryClient();
  watchReachability(queryClient);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [at], v5Compat: true }));
  bindAppSession(router, queryClient);
  const view = render(<App router={router} queryClient={queryClient} brand={brand} />);
  const { history } = router;
  return {
    location: () => history.location.pathname + history.location.search,
    goto: (path) => history.push(path),
    history,
    queryClient,
    calls,
    close() {
      view.unmount();
      vi.unstubAllGlobals();
      tokenStore.set(null);
    },
  };
}
