// Above the transfer form (/transfer has no app header: its own top bar): the back arrow, the title and the records;
// the balances polled every 1.5 s; the auto-transfer switch; the venues (4 rows, expandable; a tap picks the venue side
// of the transfer unless auto-transfer is on) and the one-key recall.
import { Button, Switch } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { CENTRAL_WALLET, POLL_MS, VENUE_ROWS_COLLAPSED } from '../../../../core/constants';
import { AppLink } from '../../../kit/AppLink';
import { useFrameHeader } from '../../../kit/headerTitle';
import { useGoBack } from '../../../kit/navigation';
import { toast } from '../../../kit/toast';
import { useFormPart } from '../../../renderers/form';
import { useAutoTransfer, useRecallAll } from '../api/venues';
import { BalanceSplit } from '../components/BalanceSplit';
import { RefreshButton } from '../components/RefreshButton';
import { useBalances } from '../components/useBalances';
import { VenueGrid } from '../components/VenueGrid';
import type { TransferValues } from '../moneyFields';

export function TransferTop() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  // A brand that turns the app header on for /transfer gets that bar only; the records link stays.
  const frameHeader = useFrameHeader();
  // Mobile data: only the spec's 1.5 s balance polls here; the venue list is read once and after each move.
  const balances = useBalances(POLL_MS.transferBalances, false);
  const recall = useRecallAll();
  const autoTransfer = useAutoTransfer();
  const form = useFormPart<TransferValues>();
  const auto = balances.user?.transferstatus === 1;
  /** A venue tapped becomes the venue side: the target when money leaves the central wallet, else the source. */
  const pickVenue = (platname: string) => {
    if (auto) {
      toast.info(t('wallet:transfer.autoLocked'));
      return;
    }
    const fromCentral = form.get().source === CENTRAL_WALLET;
    form.set(fromCentral ? 'target' : 'source', platname);
    form.set(fromCentral ? 'source' : 'target', CENTRAL_WALLET);
  };
  const { source, target } = form.values;
  const venueSide = source === CENTRAL_WALLET ? target : source;

  return (
    <>
      <header className={frameHeader ? 'wallet-topbar wallet-topbar-under-header' : 'wallet-topbar'}>
        {!frameHeader && (
          <>
            <button type="button" className="wallet-topbar-back" onClick={goBack} aria-label={t('common:back')}>
              <LeftOutline />
            </button>
            <h1>{t('nav:titles.transfer')}</h1>
          </>
        )}
        <AppLink to="/transRecord?type=4" className="wallet-topbar-link">
          {t('wallet:transfer.records')}
        </AppLink>
      </header>
      <section className="wallet-hero wallet-hero-flat">
        <BalanceSplit main={balances.main} game={balances.game} answeredAt={balances.answeredAt}>
          <RefreshButton onClick={() => void balances.refresh()} spinning={balances.refreshing} />
        </BalanceSplit>
      </section>
      <section className="wallet-card wallet-switch-row">
        <div>
          <strong>{t('wallet:transfer.auto')}</strong>
          <p className="wallet-muted">{auto ? t('wallet:transfer.autoOnHint') : t('wallet:transfer.autoOffHint')}</p>
        </div>
        <Switch checked={auto} loading={autoTransfer.isPending} disabled={!balances.user} onChange={(on) => autoTransfer.mutate(on)} aria-label={t('wallet:transfer.auto')} />
      </section>
      <section className="wallet-card">
        <h2 className="wallet-card-title">{t('wallet:venues.title')}</h2>
        <VenueGrid venues={balances.venues} answeredAt={balances.answeredAt.venues} failed={balances.venuesFailed} collapsedRows={VENUE_ROWS_COLLAPSED.transfer} onPick={pickVenue} picked={auto ? undefined : venueSide} locked={auto} />
        <Button block fill="outline" color="primary" shape="rounded" className="wallet-recall" loading={recall.isPending} disabled={recall.isPending} onClick={() => recall.mutate()}>
          {t('wallet:transfer.recall')}
        </Button>
      </section>
    </>
  );
}
