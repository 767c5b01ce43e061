// Everything a screen needs around it: server state, words and the brand. antd-mobile's own words are already
// zh-CN by default (its ConfigProvider's default locale), so no provider is needed for them here.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { BrandConfig } from '../../brand.config';
import { installBackClosesOverlays } from '../kit/backClosesOverlays';
import { BrandProvider } from '../kit/brand';
import { afterPaintSettled } from '../lib/afterNextPaint';
import i18n from '../kit/i18n';
import { refetchOnLanguageChange } from './queryClient';
import { isRouteOn, RoutesOnProvider } from '../kit/routesOn';

/**
 * ./shellWatchers, loaded once the first render has been painted, its pictures included (a return visit's first screen,
 * drawn from what the device kept, is in it): not before the first screen's largest paint. Removed again when the app
 * unmounts.
 */
function watchShellLater(): () => void {
  let remove: (() => void) | undefined;
  let gone = false;
  const cancel = afterPaintSettled(
    () =>
      void import('./shellWatchers').then((watchers) => {
        if (!gone) remove = watchers.installShellWatchers();
      }),
  );
  return () => {
    gone = true;
    cancel();
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
