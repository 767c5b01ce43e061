// The wallet's menu on /money. The downline transfer (to a member one invited) has no target in the spec: it shows, marked
// as coming soon, and says so when tapped.
import { BankcardOutline, PayCircleOutline, ReceivePaymentOutline, SendOutline, TeamOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../kit/navigation';
import { toast } from '../../../kit/toast';
import { useIsRouteOn } from '../../../kit/routesOn';

interface Entry {
  key: string;
  labelKey: string;
  icon: ReactNode;
  path?: string;
}

const ENTRIES: readonly Entry[] = [
  { key: 'recharge', labelKey: 'wallet:money.menu.recharge', icon: <PayCircleOutline />, path: '/recharge' },
  { key: 'withdraw', labelKey: 'wallet:money.menu.withdraw', icon: <ReceivePaymentOutline />, path: '/withdrawal' },
  { key: 'transfer', labelKey: 'wallet:money.menu.transfer', icon: <SendOutline />, path: '/transfer' },
  { key: 'downline', labelKey: 'wallet:money.menu.downline', icon: <TeamOutline /> },
  { key: 'cards', labelKey: 'wallet:money.menu.cards', icon: <BankcardOutline />, path: '/wallet' },
];

export function MoneyMenu() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const isRouteOn = useIsRouteOn();
  return (
    <ul className="wallet-menu">
      {ENTRIES.filter((entry) => !entry.path || isRouteOn(entry.path)).map((entry) => (
        <li key={entry.key}>
          <button
            type="button"
            className={`wallet-menu-item${entry.path ? '' : ' wallet-menu-item-soon'}`}
            onClick={() => (entry.path ? navigate(entry.path) : toast.info(t('wallet:money.menu.downlineSoon')))}
          >
            <span className="wallet-menu-icon" aria-hidden>
              {entry.icon}
            </span>
            <span>{t(entry.labelKey)}</span>
            {!entry.path && <span className="wallet-menu-badge">{t('wallet:money.menu.soon')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
