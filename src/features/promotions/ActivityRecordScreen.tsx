// /activityRecord: the member's promotion applications with their review state, newest first.
import './locale';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { defineList } from '../../renderers/list';
import { promotionKeys } from './api/activities';
import { fetchApplicationPage, type ActivityApplyPage } from './api/applications';
import './promotions.css';
import { useFormat } from '../../lib/useFormat';

type Application = ActivityApplyPage['data'][number];

const STATE: Record<Application['state'], { key: string; color: 'warning' | 'success' | 'danger' }> = {
  1: { key: 'promotions:record.state.1', color: 'warning' },
  2: { key: 'promotions:record.state.2', color: 'success' },
  3: { key: 'promotions:record.state.3', color: 'danger' },
};

function ApplicationRow({ item }: { item: Application }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const state = STATE[item.state];
  return (
    <div className="activity-record">
      <div className="activity-record-main">
        <span className="activity-record-name">{item.activity_name}</span>
        <time className="activity-record-time">{fmt.dateTime(item.created_at)}</time>
      </div>
      <Tag color={state.color} fill="outline" className="activity-record-state">
        {t(state.key)}
      </Tag>
    </div>
  );
}

export default defineList<ActivityApplyPage>({
  queryKey: promotionKeys.applications,
  fetchPage: ({ page, signal }) => fetchApplicationPage(page, signal),
  staleTime: 0, // reviews, draws and settlements change these rows on the server: ask again on each visit
  renderItem: (item) => <ApplicationRow item={item} />,
  itemKey: (item) => item.id,
  emptyKey: 'promotions:record.empty',
});
