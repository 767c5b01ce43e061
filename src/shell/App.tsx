// The app: providers around the router, and the session bound to both.
import type { QueryClient } from '@tanstack/react-query';
import type { BrandConfig } from '../../brand.config';
import { bindSession } from '../session/session';
import { AppProviders } from './AppProviders';
import { AppStatusBar } from './pwa/AppStatusBar';
import i18n from '../kit/i18n';
import { AppRoutes, type AppRouter } from './router';
import { alertDialog, toast } from '../kit/toast';

export function bindAppSession(router: AppRouter, queryClient: QueryClient): void {
  bindSession({
    queryClient,
    navigate: (to) => router.history.replace(to),
    currentPath: () => router.history.location.pathname + router.history.location.search,
    showExpired: () => {
      toast.clear();
      return alertDialog({
        title: i18n.t('errors:expiredTitle'),
        content: i18n.t('errors:expiredBody'),
        confirmText: i18n.t('common:confirm'),
      });
    },
  });
}

export function App({ router, queryClient, brand }: { router: AppRouter; queryClient: QueryClient; brand: BrandConfig }) {
  return (
    <AppProviders queryClient={queryClient} brand={brand}>
      <AppStatusBar />
      <AppRoutes {...router} />
    </AppProviders>
  );
}
