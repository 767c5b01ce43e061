// The withdrawal's balances: the central and game wallets with a refresh, the venues collapsed to 3 rows (polled every
// 3.5 s) and the one-key recall, above the form.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { POLL_MS, VENUE_ROWS_COLLAPSED } from '../../../../core/constants';
import { KeptMoney } from '../../../kit/KeptMoney';
import { useRecallAll } from '../api/venues';
import { RefreshButton } from '../components/RefreshButton';
import { useBalances } from '../components/useBalances';
import { VenueGrid } from '../components/VenueGrid';

export function WithdrawalBalances() {
  const { t } = useTranslation();
  const balances = useBalances(POLL_MS.venueBalances);
  const recall = useRecallAll();
  return (
    <section className="wallet-card">
      <div className="wallet-balances">
        <div>
          <span className="wallet-field-label">{t('wallet:balances.main')}</span>
          <strong data-testid="main-balance">{balances.main === undefined ? '--' : <KeptMoney updatedAt={balances.answeredAt.main}>{balances.main}</KeptMoney>}</strong>
        </div>
        <div>
          <span className="wallet-field-label">{t('wallet:balances.game')}</span>
          <strong>{balances.game === undefined ? '--' : <KeptMoney updatedAt={balances.answeredAt.game}>{balances.game}</KeptMoney>}</strong>
        </div>
        <RefreshButton onClick={() => void balances.refresh()} spinning={balances.refreshing} />
      </div>
      <VenueGrid venues={balances.venues} answeredAt={balances.answeredAt.venues} failed={balances.venuesFailed} collapsedRows={VENUE_ROWS_COLLAPSED.withdrawal} />
      <Button block fill="outline" color="primary" shape="rounded" className="wallet-recall" loading={recall.isPending} disabled={recall.isPending} onClick={() => recall.mutate()}>
        {t('wallet:withdraw.recall')}
      </Button>
    </section>
  );
}
