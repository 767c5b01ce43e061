// /activityInfo?id=: banner, title, the promotion's HTML content and notes (sanitized). A member applies from here;
// a visitor is offered the login page. No top header: the banner carries the back arrow.
import './locale';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useFrameHeader } from '../../kit/headerTitle';
import { useAppNavigate, useGoBack } from '../../kit/navigation';
import { SafeHtml } from '../../renderers/html';
import { EmptyState, LoadFailed, LoadingSkeleton } from '../../renderers/states';
import { loginPathFor } from '../../session/session';
import { useIsLoggedIn } from '../../session/tokenStore';
import { activityQuery } from './api/activities';
import { useApplyActivity } from './api/applications';
import './promotions.css';

function ApplyBar({ id }: { id: number }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const navigate = useAppNavigate();
  const location = useLocation();
  const apply = useApplyActivity();
  return (
    <div className="activity-apply-bar">
      {loggedIn ? (
        <Button block color="primary" size="large" shape="rounded" loading={apply.isPending} disabled={apply.isPending} onClick={() => apply.mutate(id)}>
          {t('promotions:detail.apply')}
        </Button>
      ) : (
        <Button block color="primary" size="large" shape="rounded" onClick={() => navigate(loginPathFor(location.pathname + location.search))}>
          {t('promotions:detail.login')}
        </Button>
      )}
    </div>
  );
}

export default function ActivityInfoScreen() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const frameHeader = useFrameHeader(); // a brand that turns the header on gets its back arrow instead
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const query = useQuery(activityQuery(id));

  const body = () => {
    if (!Number.isInteger(id) || id <= 0) return <EmptyState textKey="promotions:detail.missing" />;
    if (query.isPending) return <LoadingSkeleton cards={2} />;
    // A promotion that is gone won't come back on a retry; a lost answer might.
    if (query.error instanceof ApiError && query.error.kind === 'business') return <EmptyState textKey="promotions:detail.missing" />;
    if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    const activity = query.data;
    return (
      <>
        <div className="activity-banner activity-detail-banner">
          <img src={activity.banner} alt="" width={750} height={300} />
        </div>
        <article className="activity-detail">
          <h1 className="activity-detail-title">{activity.title}</h1>
          <SafeHtml html={activity.content} className="activity-detail-html" />
          {activity.memo && (
            <section className="activity-detail-notes">
              <h2>{t('promotions:detail.notes')}</h2>
              <SafeHtml html={activity.memo} />
            </section>
          )}
        </article>
        <ApplyBar id={activity.id} />
      </>
    );
  };

  return (
    <div className="activity-detail-screen">
      {!frameHeader && (
        <button type="button" className="activity-detail-back" onClick={goBack} aria-label={t('common:back')}>
          <LeftOutline />
        </button>
      )}
      {body()}
    </div>
  );
}
