// Around every route: the maintenance gate, scroll to top after each navigation, and the page title.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { appInfoQuery, userQuery } from '../../session/queries';
import { useIsLoggedIn } from '../../session/tokenStore';
import { useSiteName } from '../brand';
import { Maintenance } from './Maintenance';
import { ScreenLoading } from './ScreenLoading';

export function RootLayout() {
  const location = useLocation();
  const siteName = useSiteName();
  const appInfo = useQuery(appInfoQuery);
  // A member's profile stays loaded (and is checked again when stale): an ended session shows at the next page.
  useQuery({ ...userQuery, enabled: useIsLoggedIn() });

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname, location.search]);

  useEffect(() => {
    document.title = appInfo.data?.title || siteName;
  }, [appInfo.data?.title, siteName]);

  // First visit: wait for the settings so a closed site never flashes open. If they can't be had, open anyway.
  if (appInfo.isPending) return <ScreenLoading />;
  if (appInfo.data?.site_state === 0) return <Maintenance text={appInfo.data.repair_tips} />;
  return <Outlet />;
}
