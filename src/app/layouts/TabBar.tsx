import { TabBar as AdmTabBar } from 'antd-mobile';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import CompassOutline from 'antd-mobile-icons/es/CompassOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tabs } from '../../../screens.config';
import { useAppNavigate } from '../navigation';
import type { TabKey } from '../screens';
import './layouts.css';

const ICONS: Record<TabKey, ReactNode> = {
  hall: <AppOutline />,
  promotions: <GiftOutline />,
  service: <MessageOutline />,
  discover: <CompassOutline />,
  mine: <UserOutline />,
};

export function TabBar({ active }: { active: TabKey | undefined }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const go = (key: string) => navigate(tabs.find((tab) => tab.key === key)?.path ?? '/');
  // antd-mobile's TabBar reports changes only; a tap on the marked tab still goes through navigate ("already here").
  const tapMarked = (event: MouseEvent<HTMLElement>) => {
    const item = (event.target as HTMLElement).closest('.adm-tab-bar-item');
    if (active && item?.classList.contains('adm-tab-bar-item-active')) go(active);
  };
  return (
    <nav className="app-tabbar" onClick={tapMarked}>
      <AdmTabBar safeArea activeKey={active ?? null} onChange={go}>
        {tabs.map((tab) => (
          <AdmTabBar.Item key={tab.key} icon={ICONS[tab.key]} title={t(tab.titleKey)} />
        ))}
      </AdmTabBar>
    </nav>
  );
}
