// Deposit, withdraw, transfer and cards: the four money shortcuts under the balance.
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import CollectMoneyOutline from 'antd-mobile-icons/es/CollectMoneyOutline';
import ReceivePaymentOutline from 'antd-mobile-icons/es/ReceivePaymentOutline';
import LoopOutline from 'antd-mobile-icons/es/LoopOutline';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { useIsRouteOn } from '../../app/routesOn';

const ACTIONS = [
  { path: '/recharge', labelKey: 'member:quick.recharge', icon: <CollectMoneyOutline /> },
  { path: '/withdrawal', labelKey: 'member:quick.withdrawal', icon: <ReceivePaymentOutline /> },
  { path: '/transfer', labelKey: 'member:quick.transfer', icon: <LoopOutline /> },
  { path: '/wallet', labelKey: 'member:quick.wallet', icon: <BankcardOutline /> },
] as const;

export function QuickActions() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const isRouteOn = useIsRouteOn();
  return (
    <div className="member-quick">
      {ACTIONS.filter((action) => isRouteOn(action.path)).map((action) => (
        <button key={action.path} type="button" className="member-quick-item" onClick={() => navigate(action.path)}>
          <span className="member-quick-icon" aria-hidden>
            {action.icon}
          </span>
          <span>{t(action.labelKey)}</span>
        </button>
      ))}
    </div>
  );
}
