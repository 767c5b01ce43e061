// Everything a screen needs around it: server state, words and the brand. antd-mobile's own words are already
// zh-CN by default (its ConfigProvider's default locale), so no provider is needed for them here.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { BrandConfig } from '../../brand.config';
import { installBackClosesOverlays } from '../kit/backClosesOverlays';
import { BrandProvider } from '../kit/brand';
import i18n from '../kit/i18n';
import { refetchOnLanguageChange } from './queryClient';
import { isRouteOn, RoutesOnProvider } from '../kit/routesOn';

/** ./shellWatchers, once loaded (a moment after the first render); removed again when the app unmounts. */
function watchShellLater(): () => void {
  let remove: (() => void) | undefined;
  let gone = false;
  void import('./shellWatchers').then((watchers) => {
    if (!gone) remove = watchers.installShellWatchers();
  });
  return () => {
    gone = true;
    remove?.();
  };
}

export function AppProviders({ queryClient, brand, children }: { queryClient: QueryClient; brand: BrandConfig; children: ReactNode }) {
  useEffect(watchShellLater, []);
  useEffect(installBackClosesOverlays, []);
  useEffect(() => refetchOnLanguageChange(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <RoutesOnProvider value={isRouteOn}>{children}</RoutesOnProvider>
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
