// The central wallet with a refresh, the game wallets' sum, and the recall of every venue balance into the centre.
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import RedoOutline from 'antd-mobile-icons/es/RedoOutline';
import { useTranslation } from 'react-i18next';
import { userQuery, type User } from '../../session/queries';
import { useRefreshUserMoney } from '../../session/refreshMoney';
import { useTransferAll } from './api/account';
import { useFormat } from '../../lib/useFormat';
import { KeptMoney } from '../../kit/KeptMoney';

export function BalanceCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const profile = useQuery(userQuery);
  const transferAll = useTransferAll();
  const refreshMoney = useRefreshUserMoney();
  const refreshing = profile.isFetching || refreshMoney.isPending;
  return (
    <section className="member-balance">
      <div className="member-balance-main">
        <span className="member-balance-label">{t('member:balance.central')}</span>
        <div className="member-balance-amount">
          <strong data-testid="member-balance">
            <KeptMoney updatedAt={profile.dataUpdatedAt}>{fmt.money(user.balance)}</KeptMoney>
          </strong>
          <button
            type="button"
            className={refreshing ? 'member-refresh member-refresh-spin' : 'member-refresh'}
            onClick={() => refreshMoney.mutate()}
            disabled={refreshing}
            aria-label={t('member:balance.refresh')}
          >
            <RedoOutline />
          </button>
        </div>
        <span className="member-balance-games">
          <KeptMoney updatedAt={profile.dataUpdatedAt}>{t('member:balance.games', { money: fmt.money(user.gameblance) })}</KeptMoney>
        </span>
      </div>
      <Button
        shape="rounded"
        size="small"
        className="member-transall"
        loading={transferAll.isPending}
        disabled={transferAll.isPending}
        onClick={() => transferAll.mutate()}
      >
        {t('member:balance.transferAll')}
      </Button>
    </section>
  );
}
