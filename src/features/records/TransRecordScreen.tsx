// /transRecord (account details): deposits, withdrawals, transfers in and out, by platform, date code and type; infinite scroll.
// A row: what it was (type, then method or venue), the amount signed by direction, its number and state, its time.
import './locale';
import { defineList } from '../../renderers/list';
import { fetchTransPage, recordsKeys, venueOptionsQuery, type RecordType, type TransRecordPage } from './api';
import { isIncoming, METHODS, STATE_BADGES, stateKey, TYPE_OPTIONS, TYPE_WORDS } from './labels';

/** Deposits and withdrawals are reviewed: they name their method. Transfers name their venue. */
const reviewed = (record: { type: RecordType }) => record.type <= 2;

export default defineList<TransRecordPage, RecordType, typeof recordsKeys.venues>({
  queryKey: recordsKeys.trans,
  fetchPage: fetchTransPage,
  staleTime: 0, // reviews, draws and settlements change these rows on the server: ask again on each visit
  row: {
    className: () => 'records-row',
    fields: [
      [
        {
          value: 'type',
          format: { words: TYPE_WORDS },
          notes: [
            { value: 'pay_way', format: { words: METHODS }, when: reviewed, key: 'method' },
            { value: 'pay_way', format: { named: venueOptionsQuery }, when: (record) => !reviewed(record), key: 'venue' },
          ],
        },
        {
          value: (record) => (isIncoming(record.type) ? record.amount : `-${record.amount}`),
          format: 'signed',
          size: 'large',
          // A deposit or withdrawal moves money only once approved: until then (or when rejected) its amount is greyed.
          tone: (record) => (reviewed(record) && record.state !== 2 ? 'weak' : undefined),
          key: 'amount',
        },
      ],
      [
        { value: 'out_trade_no', size: 'small' },
        { value: stateKey, format: { badge: STATE_BADGES }, key: 'state' },
      ],
      { value: 'created_at', format: 'time', size: 'small' },
    ],
  },
  itemKey: (record) => `${record.type}-${record.out_trade_no}`,
  filters: { platform: { query: venueOptionsQuery }, date: true, type: { options: TYPE_OPTIONS, default: 1 } },
  emptyKey: 'records:empty',
});
