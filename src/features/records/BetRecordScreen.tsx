// /betRecord: bets by platform and date code, each with its stake, win/loss and status; infinite scroll.
// A row: the venue (and what was played) with the status, the stake and the result side by side, the bet's number and time.
import './locale';
import { defineList } from '../../renderers/list';
import { fetchBetPage, recordsKeys, venueOptionsQuery, type BetRecordPage } from './api';
import { BET_BADGES } from './labels';

export default defineList<BetRecordPage, undefined, typeof recordsKeys.venues>({
  queryKey: recordsKeys.bets,
  fetchPage: fetchBetPage,
  staleTime: 0, // reviews, draws and settlements change these rows on the server: ask again on each visit
  row: {
    className: () => 'records-row',
    fields: [
      [
        { value: 'api_type', format: { named: venueOptionsQuery }, notes: [{ value: 'plays', when: (bet) => !!bet.plays }] },
        { value: 'status', format: { badge: BET_BADGES } },
      ],
      [
        { labelKey: 'records:bets.amount', value: 'bet_amount', format: 'money', stacked: true },
        { labelKey: 'records:bets.winLoss', value: 'win_loss', format: 'signed', stacked: true },
      ],
      [
        { value: 'bet_id', size: 'small' },
        { value: 'created_at', format: 'time', size: 'small' },
      ],
    ],
  },
  itemKey: (bet) => bet.bet_id,
  filters: { platform: { query: venueOptionsQuery }, date: true },
  emptyKey: 'records:bets.empty',
});
