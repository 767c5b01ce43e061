// /zhanzhuye?type=1|2: one sponsorship page: the back end's article, or, where it has none of that type
// (capabilities().articlePages), its own /h5/1.html or /h5/2.html in a frame, without asking for an article.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { capabilities } from '../../api/wire';
import { FramePage } from '../../renderers/frame';
import { EmptyState } from '../../renderers/states/EmptyState';
import { articleDetail } from './articleDetail';
import { sponsorPageUrl } from './legacyPages';
import './locale';

const SponsorArticle = articleDetail('/zhanzhuye');

function SponsorFrame() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const url = sponsorPageUrl(search.get('type'));
  if (!url) return <EmptyState textKey="content:articleMissing" />;
  return <FramePage url={url} title={t('nav:titles.zhanzhuye')} />;
}

export default function SponsorPageScreen() {
  return capabilities().articlePages ? <SponsorArticle /> : <SponsorFrame />;
}
