// Pull to refresh with the words from the locale (an operator can reword them), for every list-like screen.
import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      onRefresh={async () => void (await onRefresh())}
      pullingText={t('common:pullToRefresh.pull')}
      canReleaseText={t('common:pullToRefresh.canRelease')}
      refreshingText={t('common:pullToRefresh.refreshing')}
      completeText={t('common:pullToRefresh.complete')}
    >
      {children}
    </PullToRefresh>
  );
}
