// /zhanzhu: the brand's sponsorships, each opening its page (/zhanzhuye?type=N); pulled down, asks for them again.
import { useQueryClient } from '@tanstack/react-query';
import { PullRefresh } from '../../renderers/states/PullRefresh';
import { BANNER_TYPE, bannersQuery } from './api';
import { BannerLinks } from './BannerLinks';
import './locale';
import './content.css';

export default function SponsorListScreen() {
  const queryClient = useQueryClient();
  return (
    <PullRefresh onRefresh={() => queryClient.refetchQueries({ queryKey: bannersQuery(BANNER_TYPE.sponsors).queryKey })}>
      <div className="content-page">
        <BannerLinks type={BANNER_TYPE.sponsors} altKey="content:sponsorAlt" width={750} height={360} />
      </div>
    </PullRefresh>
  );
}
