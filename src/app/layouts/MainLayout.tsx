import { Outlet, useMatches } from 'react-router-dom';
import type { TabKey } from '../screens';
import { TabBar } from './TabBar';

/** The tab pages: the screen, then the bottom tab bar with the screen's tab marked. */
export function MainLayout() {
  const matches = useMatches();
  const tab = (matches.at(-1)?.handle as { tab?: TabKey } | undefined)?.tab;
  return (
    <div className="app-main-layout">
      <Outlet />
      <TabBar active={tab} />
    </div>
  );
}
