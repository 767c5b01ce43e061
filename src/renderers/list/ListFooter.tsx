import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * What InfiniteScroll shows under the rows: loading, the end, or a failed page with a retry. After a failure
 * InfiniteScroll calls loadMore no more until this retry is tapped, so a dead connection is not hammered.
 */
export function ListFooter({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry: () => unknown }) {
  const { t } = useTranslation();
  if (!hasMore) return <span className="list-screen-end">{t('common:noMore')}</span>;
  if (failed) {
    return (
      <span className="list-screen-failed">
        <span>{t('common:loadMoreFailed')}</span>
        <Button size="small" fill="outline" color="primary" shape="rounded" className="list-screen-retry" onClick={() => void retry()}>
          {t('common:retry')}
        </Button>
      </span>
    );
  }
  return (
    <span className="list-screen-loading">
      <span>{t('common:loading')}</span>
      <DotLoading />
    </span>
  );
}
