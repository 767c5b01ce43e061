// /fanshui: the rebate centre: totals and the claim, then each rebate (game, amount, claimed or not, when).
import './locale';
import { defineList } from '../../renderers/list';
import { fetchRebatePage, REBATE_CATEGORIES, rebateKeys, rebatePlatformsQuery, type RebateCategory, type RebatePage } from './api/rebates';
import { RebateSummary } from './RebateSummary';
import './rebate.css';

type Rebate = RebatePage['data'][number];
const claimed = (rebate: Rebate) => rebate.state !== 0;

const CATEGORY_LABELS: Record<RebateCategory, string> = {
  0: 'rebate:categories.0',
  1: 'rebate:categories.1',
  2: 'rebate:categories.2',
  3: 'rebate:categories.3',
  4: 'rebate:categories.4',
  5: 'rebate:categories.5',
  6: 'rebate:categories.6',
  7: 'rebate:categories.7',
};
const CATEGORY_OPTIONS = REBATE_CATEGORIES.map((value) => ({ value, labelKey: CATEGORY_LABELS[value] }));

export default defineList<RebatePage, RebateCategory, typeof rebateKeys.platforms>({
  queryKey: rebateKeys.list,
  // Spec: /api/getfanshui by date, platform (api_type) and type.
  filters: { platform: { query: rebatePlatformsQuery }, date: true, type: { options: CATEGORY_OPTIONS, default: 0 } },
  fetchPage: fetchRebatePage,
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
