// /zhanzhu: the brand's sponsorships as a column of banners, each opening its page (/zhanzhuye?type=N); pulled
// down, asks for them again. A banner pointing off the site is shown but opens nothing.
import type { components } from '../../../core/schema';
import { defineList, onePage, type Page } from '../../renderers/list';
import { BANNER_TYPE, fetchBanners } from './api';
import './locale';

/** A banner and its place in the column. */
type Sponsor = components['schemas']['Banner'] & { n: number };

export default defineList<Page<Sponsor>>({
  queryKey: ['content', 'banners', BANNER_TYPE.sponsors],
  // The position names each banner for a screen reader ("Sponsorship 2"): the call gives them no title.
  fetchPage: onePage(async ({ signal }) => (await fetchBanners(BANNER_TYPE.sponsors, signal)).map((banner, i) => ({ ...banner, n: i + 1 }))),
  allAtOnce: true,
  staleTime: 10 * 60_000,
  itemKey: (banner) => banner.src,
  row: {
    media: { value: 'src', labelKey: 'content:sponsorAlt', labelValues: (banner) => ({ n: banner.n }), format: { image: { width: 750, height: 360 } } },
    to: (banner) => banner.url,
    look: 'bare',
  },
});
