// /fanshui: the rebate centre: totals and the claim, then each rebate (game, amount, claimed or not, when).
import './locale';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { defineList } from '../../renderers/list';
import { fetchRebatePage, REBATE_CATEGORIES, rebateKeys, rebatePlatformsQuery, type RebateCategory, type RebatePage } from './api/rebates';
import { RebateSummary } from './RebateSummary';
import './rebate.css';
import { useFormat } from '../../lib/useFormat';

type Rebate = RebatePage['data'][number];

function RebateRow({ item }: { item: Rebate }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const claimed = item.state !== 0;
  return (
    <div className="fs-row">
      <div className="fs-row-main">
        <span className="fs-row-game">{item.gamename}</span>
        <strong className="fs-row-money">{fmt.money(item.money)}</strong>
      </div>
      <div className="fs-row-meta">
        <time>{claimed ? t('rebate:claimedAt', { time: fmt.dateTime(item.updated_at) }) : t('rebate:createdAt', { time: fmt.dateTime(item.created_at) })}</time>
        <Tag color={claimed ? 'success' : 'warning'} fill="outline">
          {t(claimed ? 'rebate:state.claimed' : 'rebate:state.pending')}
        </Tag>
      </div>
    </div>
  );
}

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
  renderItem: (item) => <RebateRow item={item} />,
  itemKey: (item) => item.id,
  summary: (first) => <RebateSummary page={first} />,
  emptyKey: 'rebate:empty',
});
