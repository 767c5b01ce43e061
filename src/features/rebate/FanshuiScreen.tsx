// /fanshui: the rebate centre: totals and the claim, then each rebate (game, amount, claimed or not, when).
import './locale';
import { defineList } from '../../renderers/list';
import { fetchRebatePage, rebateKeys, type RebatePage } from './api/rebates';
import { RebateSummary } from './RebateSummary';
import './rebate.css';

type Rebate = RebatePage['data'][number];
const claimed = (rebate: Rebate) => rebate.state !== 0;

export default defineList<RebatePage>({
  queryKey: rebateKeys.list,
  filters: { date: true },
  fetchPage: ({ page, filters, signal }) => fetchRebatePage(page, filters.date, signal),
  staleTime: 0, // reviews, draws and settlements change these rows on the server: ask again on each visit
  row: {
    fields: [
      [
        { value: 'gamename' },
        { value: 'money', format: 'money', size: 'large', tone: 'primary' },
      ],
      [
        {
          // A claimed rebate tells when it was claimed; one waiting, when it was settled.
          value: (rebate) => (claimed(rebate) ? rebate.updated_at : rebate.created_at),
          format: 'time',
          phrase: { key: (rebate) => (claimed(rebate) ? 'rebate:claimedAt' : 'rebate:createdAt'), name: 'time' },
          size: 'small',
          key: 'when',
        },
        {
          value: 'state',
          format: {
            badge: { 0: { labelKey: 'rebate:state.pending', tone: 'warning' }, 1: { labelKey: 'rebate:state.claimed', tone: 'success' } },
            outline: true,
          },
        },
      ],
    ],
  },
  itemKey: (item) => item.id,
  summary: RebateSummary,
  emptyKey: 'rebate:empty',
});
