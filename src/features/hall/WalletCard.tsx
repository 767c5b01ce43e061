// The wallet row: a member's name, balance (polled every 2.5 s while the hall shows) and VIP progress, or a visitor's
// log-in prompt; then the four quick actions.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userQuery } from '../../session/queries';
import { useIsLoggedIn } from '../../session/tokenStore';
import { hallBalanceQuery, vipLevelsQuery } from './api';
import { Icon, type IconName } from './Icon';
import { vipProgress, vipProgressText } from '../../lib/vipProgress';
import './wallet.css';
import { useFormat } from '../../lib/useFormat';
import { AppLink } from '../../kit/AppLink';
import { KeptMoney } from '../../kit/KeptMoney';

const QUICK: readonly { key: string; icon: IconName; to: string }[] = [
  { key: 'hall:quick.recharge', icon: 'deposit', to: '/recharge' },
  { key: 'hall:quick.transfer', icon: 'transfer', to: '/transfer' },
  { key: 'hall:quick.withdrawal', icon: 'withdraw', to: '/withdrawal' },
  { key: 'hall:quick.vip', icon: 'vip', to: '/vip' },
];

function MemberSummary() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const profile = useQuery(userQuery);
  const user = profile.data;
  const balance = useQuery(hallBalanceQuery);
  const levels = useQuery(vipLevelsQuery).data;
  const recharge = user && levels?.find((level) => level.level === user.vip)?.recharge;
  const percent = user && recharge ? vipProgress(user.paysum, recharge) : 0;
  const shown = balance.data?.balance ?? user?.balance;
  // Kept from an earlier visit until the balance (or the profile standing in for it) has answered afresh.
  const shownAt = balance.data ? balance.dataUpdatedAt : profile.dataUpdatedAt;
  const label = user ? vipProgressText(t, 'current', user.vip, percent) : '';
  return (
    <div className="hall-wallet-who">
      <div className="hall-wallet-name">
        <strong>{user?.username}</strong>
        {user && <span className="hall-vip-badge">{user.current_vip}</span>}
      </div>
      <div className="hall-wallet-balance">
        <span>{t('hall:balance')}</span>
        <b data-testid="hall-balance">{shown === undefined ? '--' : <KeptMoney updatedAt={shownAt}>{fmt.money(shown)}</KeptMoney>}</b>
        <button type="button" className="hall-icon-button" onClick={() => void balance.refetch()} aria-label={t('hall:refreshBalance')} disabled={balance.isFetching}>
          <Icon name="refresh" size={18} />
        </button>
      </div>
      {/* The spec's figure is the CURRENT level's deposit requirement (the member centre shows the next one's): it says so. */}
      <div className="hall-vip-progress">
        <span className="hall-vip-progress-bar" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={label}>
          <i style={{ width: `${percent}%` }} />
        </span>
        <span>{label}</span>
      </div>
    </div>
  );
}

function VisitorPrompt() {
  const { t } = useTranslation();
  return (
    <div className="hall-wallet-who">
      <strong>{t('hall:visitorTitle')}</strong>
      <p className="hall-wallet-hint">{t('hall:visitorHint')}</p>
      <div className="hall-wallet-auth">
        <AppLink to="/login" className="hall-pill hall-pill-solid">
          {t('hall:login')}
        </AppLink>
        <AppLink to="/reg" className="hall-pill">
          {t('hall:register')}
        </AppLink>
      </div>
    </div>
  );
}

export function WalletCard() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return (
    <section className="hall-wallet">
      {loggedIn ? <MemberSummary /> : <VisitorPrompt />}
      <nav className="hall-quick" aria-label={t('hall:quickLabel')}>
        {QUICK.map((q) => (
          <AppLink key={q.to} to={q.to}>
            <span className="hall-quick-icon">
              <Icon name={q.icon} />
            </span>
            {t(q.key)}
          </AppLink>
        ))}
      </nav>
    </section>
  );
}
