// Renders a piece of the app with its real providers, a fresh query cache and an in-memory router.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { brand as defaultBrand, type BrandConfig } from '../../brand.config';
import { AppProviders } from '../../src/app/AppProviders';
import { createQueryClient } from '../../src/app/queryClient';

export interface HarnessOptions {
  /** Where the router starts, e.g. '/list?type=2'. */
  at?: string;
  /** More routes beside the one rendering `ui` at `path` (default '*'). */
  path?: string;
  routes?: RouteObject[];
  brand?: BrandConfig;
}

export function renderWithApp(ui: ReactNode, options: HarnessOptions = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.at ?? '/'],
  });
  const view = render(
    <AppProviders queryClient={queryClient} brand={options.brand ?? defaultBrand}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** An API URL as the client builds it in jsdom (same origin). */
export const apiUrl = (path: string) => `${window.location.origin}${path}`;
