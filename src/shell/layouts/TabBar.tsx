// The tab bar (the brand's tabs: src/shell/registry.ts). Hand-written (a row of buttons) rather than antd-mobile's TabBar: it is on every tab page's
// first load, and the hall's JS budget has no room for antd-mobile's component plumbing.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tabs } from '../registry';
import { AppLink } from '../../kit/AppLink';
import type { TabKey } from '../../../brands/types';
import './layouts.css';

/** Our own line icons, 24×24, drawn in the current colour. */
const ICON_PATHS: Record<TabKey, string> = {
  hall: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  promotions: 'M4 9h16v4H4zM6 13h12v7H6zM12 9v11M12 9c-2-4-6-4-6-1.5S9 9 12 9zm0 0c2-4 6-4 6-1.5S15 9 12 9z',
  service: 'M4 5h16v11H9l-4 4v-4H4zM8 10.5h.01M12 10.5h.01M16 10.5h.01',
  discover: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5l-2 5-5 2 2-5z',
  mine: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4.5 20c1-4 4-6 7.5-6s6.5 2 7.5 6',
};

function TabIcon({ tab }: { tab: TabKey }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
      <path d={ICON_PATHS[tab]} />
    </svg>
  );
}

export function TabBar({ active }: { active: TabKey | undefined }) {
  const { t } = useTranslation();
  return (
    <nav className="app-tabbar" aria-label={t('nav:tabBar')}>
      {tabs.map((tab) => (
        // The marked tab goes through navigate too, which says "already here".
        <AppLink key={tab.key} to={tab.path} className="app-tab" aria-current={tab.key === active ? 'page' : undefined}>
          <span className="app-tab-icon" aria-hidden>
            <TabIcon tab={tab.key} />
          </span>
          <span className="app-tab-title">{t(tab.titleKey)}</span>
        </AppLink>
      ))}
    </nav>
  );
}
