// Renders a piece of the app with its real providers, a fresh query cache and an in-memory router.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router-dom';
import { brand as defaultBrand, type BrandConfig } from '../../brand.config';
import { AppProviders } from '../../src/shell/AppProviders';
import { createQueryClient } from '../../src/shell/queryClient';
import { AppRoutes } from '../../src/shell/router';

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
  const history = createMemoryHistory({ initialEntries: [options.at ?? '/'], v5Compat: true });
  const routes = [{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])];
  const view = render(
    <AppProviders queryClient={queryClient} brand={options.brand ?? defaultBrand}>
      <AppRoutes history={history} routes={routes} />
    </AppProviders>,
  );
  return { ...view, history, queryClient };
}

/** An API URL as the client builds it in jsdom (same origin). */
export const apiUrl = (path: string) => `${window.location.origin}${path}`;
