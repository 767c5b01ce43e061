// The hash router, built from the screen registry: React Router's declarative router over its own hash history.
// Not its data router: the app has no loaders or actions, and that machinery was ~14 KB (compressed) of the script
// every page downloads before its first screen.
import { lazy } from 'react';
import {
  Navigate,
  UNSAFE_createHashHistory as createHashHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { screens } from './registry';
import { MainLayout } from './layouts/MainLayout';
import { RootLayout } from './layouts/RootLayout';
import { ScreenFrame } from './layouts/ScreenFrame';
import type { ScreenDef } from './screens';

/** Where the app is and how it moves: React Router's own history (push, replace, go, location). */
export type AppHistory = ReturnType<typeof createHashHistory>;

export interface AppRouter {
  history: AppHistory;
  routes: RouteObject[];
}

const toRoute = (def: ScreenDef): RouteObject => {
  const Screen = lazy(def.screen);
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

/** The screen the history is at, among the given routes. */
export function AppRoutes({ history, routes }: AppRouter) {
  return (
    <HistoryRouter history={history}>
      <RouteTree routes={routes} />
    </HistoryRouter>
  );
}
