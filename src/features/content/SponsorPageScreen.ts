// /zhanzhuye?type=1|2: one sponsorship page: the back end's article, or, where it has none of that type
// (capabilities().articlePages), its own /h5/1.html or /h5/2.html in a frame, without asking for an article.
import { lineOrigin } from '../../api/lines/state';
import { capabilities } from '../../api/wire';
import { defineDetail } from '../../renderers/detail';
import { articleDetail } from './articleDetail';
import { sponsorPageUrl } from './legacyPages';
import './locale';

const SponsorFrame = defineDetail<string>({
  item: (search) => sponsorPageUrl(search.get('type'), lineOrigin()),
  frame: { url: (url) => url, titleKey: 'nav:titles.zhanzhuye' },
  emptyKey: 'content:articleMissing',
});

export default articleDetail('/zhanzhuye', { when: () => !capabilities().articlePages, screen: SponsorFrame });
