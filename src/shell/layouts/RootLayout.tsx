// Around every route: the maintenance gate, scroll to top after each navigation, the page title, and the field
// reports told which route is shown (each route's INP and CLS are its own).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SITE_SETTINGS_POLL_MS } from '../../../core/constants';
import { appInfoQuery, userQuery } from '../../session/queries';
import { useIsLoggedIn } from '../../session/tokenStore';
import { useSiteName } from '../../kit/brand';
import { Maintenance } from './Maintenance';
import { SettingsFailedBar } from './SettingsFailedBar';
import { SettingsPending } from '../../kit/settingsPending';
import { noteRouteShown } from '../field/routeShown';

export function RootLayout() {
  const location = useLocation();
  const siteName = useSiteName();
  // Read again every minute and whenever the player comes back to the page: maintenance reaches idle players too.
  const appInfo = useQuery({ ...appInfoQuery, refetchInterval: SITE_SETTINGS_POLL_MS, refetchOnWindowFocus: 'always' });
  // A member's profile stays loaded (and is checked again when stale): an ended session shows at the next page.
  useQuery({ ...userQuery, enabled: useIsLoggedIn() });

  // Not on the first page: it opens at the top already, and scrolling would force a layout mid-render.
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    if (firstPage.current) firstPage.current = false;
    else window.scrollTo(0, 0);
  }, [location.pathname, location.search]);

  // As the route is committed: the interactions and layout shifts after it are its own.
  useLayoutEffect(() => noteRouteShown(location.pathname), [location.pathname]);

  useEffect(() => {
    document.title = siteName;
  }, [siteName]);

  // First visit: wait for the settings so a closed site never flashes open. Meanwhile each route shows its frame
  // (header, tab bar) around its placeholder, never its screen: the page paints at once, and the frame stays mounted
  // (nothing moves) when the screen takes the placeholder's place. If they can't be had (after the query's retries),
  // the screens open anyway and a bar says why, with a retry. Once failed, a retry in flight never puts the
  // placeholders back: screens unmounting and mounting again, each asking the settings, made a storm of calls.
  if (appInfo.data?.site_state === 0) return <Maintenance text={appInfo.data.repair_tips} />;
  const failed = appInfo.data === undefined && appInfo.errorUpdateCount > 0;
  return (
    <SettingsPending.Provider value={appInfo.isPending && !failed}>
      {failed && <SettingsFailedBar error={appInfo.error} onRetry={() => void appInfo.refetch()} retrying={appInfo.isFetching} />}
      <Outlet />
    </SettingsPending.Provider>
  );
}
