// Before a game starts: with nothing in the game's venue wallet but money in the central one (auto-transfer off),
// the player would open a game that answers "balance too low". So the page offers the move right here: an amount (or all of
// it) into this venue, or auto-transfer on; then the game starts. "Play anyway" starts it as it is.
import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLoading } from '../../kit/ScreenLoading';
import { parseFen } from '../../../core/money';
import { userQuery } from '../../session/queries';
import { useMoveIntoVenue, useTurnOnAutoTransfer, venueBalancesOnceQuery } from './api';
import './games.css';
import { useFormat } from '../../lib/useFormat';

const positive = (amount: string | undefined) => (parseFen(amount ?? '') ?? 0) > 0;

export function VenueTopUp({ venue, children }: { venue: string; children: ReactNode }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const user = useQuery(userQuery);
  const venues = useQuery(venueBalancesOnceQuery);
  const move = useMoveIntoVenue(venue);
  const auto = useTurnOnAutoTransfer();
  const [amount, setAmount] = useState('');
  const [started, setStarted] = useState(false);

  if (started) return children;
  if (user.isPending || venues.isPending) return <ScreenLoading />;
  const central = user.data?.balance;
  const inVenue = venues.data?.find((v) => v.platname === venue)?.balance ?? '0.00';
  // Nothing to offer (auto-transfer moves it at launch, the venue has money, or there is none to move): play.
  const short = user.data?.transferstatus !== 1 && !positive(inVenue) && positive(central);
  if (!short) return children;

  const busy = move.isPending || auto.isPending;
  const moveAndStart = () => move.mutate(amount.trim(), { onSuccess: () => setStarted(true) });
  return (
    <section className="games-topup" aria-labelledby="games-topup-title">
      <h2 id="games-topup-title">{t('games:topUp.title')}</h2>
      <dl className="games-topup-balances">
        <div>
          <dt>{t('games:topUp.venueBalance')}</dt>
          <dd>{fmt.money(inVenue)}</dd>
        </div>
        <div>
          <dt>{t('games:topUp.centralBalance')}</dt>
          <dd>{fmt.money(central)}</dd>
        </div>
      </dl>
      <div className="games-topup-amount">
        <Input
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          maxLength={12}
          placeholder={t('games:topUp.amountPlaceholder')}
          aria-label={t('games:topUp.amount')}
        />
        <button type="button" className="games-topup-all" onClick={() => setAmount(central ?? '')}>
          {t('games:topUp.all')}
        </button>
      </div>
      <Button block color="primary" shape="rounded" loading={move.isPending} disabled={busy || !positive(amount.trim())} onClick={moveAndStart}>
        {t('games:topUp.moveAndPlay')}
      </Button>
      <Button block fill="outline" color="primary" shape="rounded" loading={auto.isPending} disabled={busy} onClick={() => auto.mutate(undefined, { onSuccess: () => setStarted(true) })}>
        {t('games:topUp.autoAndPlay')}
      </Button>
      <p className="games-topup-hint">{t('games:topUp.autoHint')}</p>
      <button type="button" className="games-topup-skip" disabled={busy} onClick={() => setStarted(true)}>
        {t('games:topUp.playAnyway')}
      </button>
    </section>
  );
}
