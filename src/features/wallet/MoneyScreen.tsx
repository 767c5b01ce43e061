// /money (my wallet): total assets (central plus venues), the central balance, one-key recall, and either the venue balances
// (polled every 3.5 s) or the wallet's menu.
import './locale';
import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POLL_MS } from '../../../core/constants';
import { useRecallAll } from './api/venues';
import { BalanceSplit } from './components/BalanceSplit';
import { MoneyMenu } from './components/MoneyMenu';
import { RefreshButton } from './components/RefreshButton';
import { useBalances } from './components/useBalances';
import { VenueGrid } from './components/VenueGrid';
import { panelIdOf, tabIdOf, ViewTabs } from './components/ViewTabs';
import './wallet.css';
import { useFormat } from '../../lib/useFormat';
import { AppLink } from '../../kit/AppLink';
import { KeptMoney } from '../../kit/KeptMoney';

type View = 'venues' | 'menu';

export default function MoneyScreen() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const balances = useBalances(POLL_MS.venueBalances);
  const recall = useRecallAll();
  const [view, setView] = useState<View>('venues');
  const idBase = useId();

  return (
    <div className="wallet-page">
      <section className="wallet-hero">
        <div className="wallet-hero-top">
          <span className="wallet-hero-label">
            <span>{t('wallet:money.totalAssets')}</span>
            <RefreshButton onClick={() => void balances.refresh()} spinning={balances.refreshing} />
          </span>
          <AppLink to="/transRecord" className="wallet-hero-link">
            <span>{t('wallet:money.records')}</span>
            <RightOutline />
          </AppLink>
        </div>
        <strong className="wallet-hero-amount" data-testid="total-assets">
          {balances.total === undefined ? '--' : <KeptMoney updatedAt={balances.answeredAt.total}>{fmt.money(balances.total)}</KeptMoney>}
        </strong>
        <BalanceSplit main={balances.main} game={balances.game} answeredAt={balances.answeredAt} />
        <Button className="wallet-hero-button" shape="rounded" size="small" loading={recall.isPending} disabled={recall.isPending} onClick={() => recall.mutate()}>
          {t('wallet:money.recall')}
        </Button>
      </section>

      <ViewTabs<View>
        label={t('wallet:money.views.label')}
        idBase={idBase}
        value={view}
        onChange={setView}
        tabs={[
          { label: t('wallet:money.views.venues'), value: 'venues' },
          { label: t('wallet:money.views.menu'), value: 'menu' },
        ]}
      />
      <section className="wallet-card" role="tabpanel" id={panelIdOf(idBase)} aria-labelledby={tabIdOf(idBase, view)}>
        {view === 'venues' ? <VenueGrid venues={balances.venues} answeredAt={balances.answeredAt.venues} failed={balances.venuesFailed} /> : <MoneyMenu />}
      </section>
    </div>
  );
}
