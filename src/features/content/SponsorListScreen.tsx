// /zhanzhu: the brand's sponsorships, each opening its page (/zhanzhuye?type=N).
import { BANNER_TYPE } from './api';
import { BannerLinks } from './BannerLinks';
import './locale';
import './content.css';

export default function SponsorListScreen() {
  return (
    <div className="content-page">
      <BannerLinks type={BANNER_TYPE.sponsors} altKey="content:sponsorAlt" width={750} height={360} />
    </div>
  );
}
