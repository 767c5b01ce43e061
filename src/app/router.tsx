// The hash router, built from the screen registry.
import { lazy } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { screens } from './registry';
import { MainLayout } from './layouts/MainLayout';
import { RootLayout } from './layouts/RootLayout';
import { ScreenFrame } from './layouts/ScreenFrame';
import type { ScreenDef } from './screens';

const toRoute = (def: ScreenDef): RouteObject => {
  const Screen = lazy(def.screen);
  return { path: def.path, element: <ScreenFrame def={def} Screen={Screen} />, handle: { tab: def.tab } };
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

export const createAppRouter = () => createHashRouter(buildRoutes());
