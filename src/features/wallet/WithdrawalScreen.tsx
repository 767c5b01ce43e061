// /withdrawal: tabs USDT and bank card (switching starts the form afresh), balances with refresh and
// one-key recall, venues collapsed to 3 rows (polled every 3.5 s), the form, and the way to a person.
import './locale';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POLL_MS, VENUE_ROWS_COLLAPSED } from '../../../core/constants';
import { useRecallAll } from './api/venues';
import { RefreshButton } from './components/RefreshButton';
import { useBalances } from './components/useBalances';
import { VenueGrid } from './components/VenueGrid';
import type { WithdrawTab } from './rules';
import { WithdrawalForm } from './withdrawal/WithdrawalForm';
import './wallet.css';
import { AppLink } from '../../kit/AppLink';
import { KeptMoney } from '../../kit/KeptMoney';

/** The spec's tab names: 1 USDT, 2 bank card. */
const TABS: { key: WithdrawTab; name: string; titleKey: string }[] = [
  { key: 'usdt', name: '1', titleKey: 'wallet:withdraw.tabs.usdt' },
  { key: 'bank', name: '2', titleKey: 'wallet:withdraw.tabs.bank' },
];

export default function WithdrawalScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<WithdrawTab>('usdt');
  const balances = useBalances(POLL_MS.venueBalances);
  const recall = useRecallAll();

  return (
    <div className="wallet-page">
      <Tabs activeKey={TABS.find((x) => x.key === tab)!.name} onChange={(name) => setTab(TABS.find((x) => x.name === name)?.key ?? 'usdt')} className="wallet-tabs">
        {TABS.map((x) => (
          <Tabs.Tab key={x.name} title={t(x.titleKey)} />
        ))}
      </Tabs>
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
      {/* A new key per tab: switching clears the account, amount, fee and password. */}
      {/* Its maximum, rates and fees from a fresh profile only, never a kept one. */}
      <WithdrawalForm key={tab} tab={tab} user={balances.checked.user} />
      <AppLink to="/kefu" className="wallet-link wallet-center-block">
        {t('wallet:withdraw.service')}
      </AppLink>
    </div>
  );
}
