// Deposit, withdraw, transfer and cards: the four money shortcuts under the balance.
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import CollectMoneyOutline from 'antd-mobile-icons/es/CollectMoneyOutline';
import ReceivePaymentOutline from 'antd-mobile-icons/es/ReceivePaymentOutline';
import LoopOutline from 'antd-mobile-icons/es/LoopOutline';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../kit/AppLink';

const ACTIONS = [
  { path: '/recharge', labelKey: 'member:quick.recharge', icon: <CollectMoneyOutline /> },
  { path: '/withdrawal', labelKey: 'member:quick.withdrawal', icon: <ReceivePaymentOutline /> },
  { path: '/transfer', labelKey: 'member:quick.transfer', icon: <LoopOutline /> },
  { path: '/wallet', labelKey: 'member:quick.wallet', icon: <BankcardOutline /> },
] as const;

export function QuickActions() {
  const { t } = useTranslation();
  return (
    <div className="member-quick">
      {ACTIONS.map((action) => (
        <AppLink key={action.path} to={action.path} className="member-quick-item">
          <span className="member-quick-icon" aria-hidden>
            {action.icon}
          </span>
          <span>{t(action.labelKey)}</span>
        </AppLink>
      ))}
    </div>
  );
}
