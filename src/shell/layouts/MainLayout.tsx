import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { screens } from '../registry';
import { TabBar } from './TabBar';

/** The tab pages: the screen, then the bottom tab bar with the screen's tab marked. */
export function MainLayout() {
  const { pathname } = useLocation();
  const tab = screens.find((def) => def.layout === 'main' && matchPath(def.path, pathname))?.tab;
  return (
    <div className="app-main-layout">
      <Outlet />
      <TabBar active={tab} />
    </div>
  );
}
