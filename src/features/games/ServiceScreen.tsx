// Customer service in a frame: /kefu and /iframepage (pages of their own) and /home (the service tab).
import { useQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ScreenLoading } from '../../app/layouts/ScreenLoading';
import { serviceUrlQuery } from './api';
import { FrameFailed } from './FrameProblem';
import { FramePage } from './FramePage';
import { resolveFrameUrl } from './frameUrl';
import { brand } from '../../../brand.config';
import './locale';

export default function ServiceScreen() {
  const { t } = useTranslation();
  const onTab = useMatch('/home') !== null;
  const query = useQuery(serviceUrlQuery);
  // The brand's customer-service page stands in when the API gives no URL.
  const url = resolveFrameUrl(query.data?.url || (query.isError || query.isSuccess ? brand.links.customerService : undefined));
  if (query.isPending) return <ScreenLoading />;
  if (!url) return <FrameFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <FramePage url={url} title={t('games:service')} withTabBar={onTab} />;
}
