// The hash router, built from the screen registry: React Router's declarative router over its own hash history.
// Not its data router: the app has no loaders or actions, and that machinery was ~14 KB (compressed) of the script
// every page downloads before its first screen.
import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Navigate,
  NavigationType,
  Router,
  UNSAFE_createHashHistory as createHashHistory,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { screens } from './registry';
import { MainLayout } from './layouts/MainLayout';
import { RootLayout } from './layouts/RootLayout';
import { ScreenFrame } from './layouts/ScreenFrame';
import { screenComponent } from './screenComponent';
import { ScreenPlaceholder } from './screenPlaceholders';
import type { ScreenDef } from './screens';

/** Where the app is and how it moves: React Router's own history (push, replace, go, location). */
export type AppHistory = ReturnType<typeof createHashHistory>;

export interface AppRouter {
  history: AppHistory;
  routes: RouteObject[];
}

const toRoute = (def: ScreenDef): RouteObject => {
  const Screen = screenComponent(def.screen, () => <ScreenPlaceholder path={def.path} />);
  return { path: def.path, element: <ScreenFrame def={def} Screen={Screen} /> };
};

export function buildRoutes(defs: readonly ScreenDef[] = screens): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { element: <MainLayout />, children: defs.filter((d) => d.layout === 'main').map(toRoute) },
        ...defs.filter((d) => d.layout === 'top').map(toRoute),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

/** The registry's routes over a history: the page's hash by default (a test passes one in memory). */
export const createAppRouter = (history: AppHistory = createHashHistory({ v5Compat: true })): AppRouter => ({
  history,
  routes: buildRoutes(),
});

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

const samePlace = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/**
 * React Router's <Router> following the history. Its own history router subscribes once the first render has been
 * committed, and here that render is a transition, in slices (src/main.tsx): an address changed meanwhile (a link
 * opened while the app starts) went unheard, and the app stayed on the first screen. This one catches up when it
 * subscribes.
 */
function HistoryRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  const rendered = state.location;
  useLayoutEffect(() => {
    // As React Router's own: each change a transition, so a screen still loading keeps the last one on view.
    const update = ({ action, location }: { action: NavigationType; location: Location }) => startTransition(() => setState({ action, location }));
    const stop = history.listen(update);
    // A change between the render and this subscription went unheard: hear it now.
    if (!samePlace(rendered, history.location)) update({ action: NavigationType.Pop, location: history.location });
    return stop;
  }, [history, rendered]);
  return (
    <Router navigator={history} location={state.location} navigationType={state.action}>
      {children}
    </Router>
  );
}

/** The screen the history is at, among the given routes. */
export function AppRoutes({ history, routes }: AppRouter) {
  return (
    <HistoryRouter history={history}>
      <RouteTree routes={routes} />
    </HistoryRouter>
  );
}
