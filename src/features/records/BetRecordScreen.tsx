// /betRecord: bets by platform and date code, each with its stake, win/loss and status; infinite scroll.
import './locale';
import { useTranslation } from 'react-i18next';
import { defineList } from '../../renderers/list';
import { parseSignedFen } from '../../lib/money';
import { fetchBetPage, recordsKeys, useVenueName, venueOptionsQuery, type BetRecord, type BetRecordPage } from './api';
import { BET_STATES } from './labels';
import './records.css';
import { useFormat } from '../../lib/useFormat';

function BetRow({ bet }: { bet: BetRecord }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const venue = useVenueName(bet.api_type);
  const result = parseSignedFen(bet.win_loss) ?? 0;
  return (
    <article className="records-row">
      <div className="records-row-main">
        <strong>
          {venue}
          {bet.plays && <span className="records-row-via">{bet.plays}</span>}
        </strong>
        <span className={`records-state records-bet-${bet.status}`}>{t(BET_STATES[bet.status])}</span>
      </div>
      <dl className="records-bet-figures">
        <div>
          <dt>{t('records:bets.amount')}</dt>
          <dd>{fmt.money(bet.bet_amount)}</dd>
        </div>
        <div>
          <dt>{t('records:bets.winLoss')}</dt>
          <dd className={result > 0 ? 'records-in' : result < 0 ? 'records-out' : ''}>{result > 0 ? `+${fmt.money(bet.win_loss)}` : fmt.money(bet.win_loss)}</dd>
        </div>
      </dl>
      <div className="records-row-meta">
        <span>{bet.bet_id}</span>
        <time>{fmt.dateTime(bet.created_at)}</time>
      </div>
    </article>
  );
}

export default defineList<BetRecordPage, undefined, typeof recordsKeys.venues>({
  queryKey: recordsKeys.bets,
  fetchPage: fetchBetPage,
  staleTime: 0, // reviews, draws and settlements change these rows on the server: ask again on each visit
  renderItem: (bet) => <BetRow bet={bet} />,
  itemKey: (bet) => bet.bet_id,
  filters: { platform: { query: venueOptionsQuery }, date: true },
  emptyKey: 'records:bets.empty',
});
