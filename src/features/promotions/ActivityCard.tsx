// One promotion in a list: its banner (fixed 5:2 box, so nothing jumps while it loads), title and date.
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import type { Activity } from './api/activities';
import { useFormat } from '../../lib/useFormat';
import { AppLink } from '../../app/AppLink';

export function ActivityCard({ activity, compact = false, first = false }: { activity: Activity; compact?: boolean; first?: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <AppLink to={`/activityInfo?id=${activity.id}`} className={compact ? 'activity-card activity-card-compact' : 'activity-card'}>
      <span className="activity-banner">
        <img src={activity.banner} alt="" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} decoding="async" width={750} height={300} />
      </span>
      <span className="activity-card-text">
        <span className="activity-card-title">{activity.title}</span>
        <span className="activity-card-meta">
          <span>{fmt.date(activity.created_at)}</span>
          <span className="activity-card-more">
            {t('promotions:list.more')}
            <RightOutline />
          </span>
        </span>
      </span>
    </AppLink>
  );
}
