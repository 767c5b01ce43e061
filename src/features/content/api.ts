// Articles, banners by placement and announcements.
import { queryOptions } from '@tanstack/react-query';
import { ApiError, client, fetchData } from '../../api/client';
import { NOT_FOUND_CODE } from '../../../core/constants';
import type { components } from '../../../core/schema';

export type Notice = components['schemas']['Notice'];
export type NoticePage = components['schemas']['NoticePage'];

/** Banner placements (BannerListRequest): the download carousel and the sponsorship list. */
export const BANNER_TYPE = { appDownload: 3, sponsors: 5 } as const;

export type Article = components['schemas']['Article'];

/** One article; null (without asking the server) for a route type that names none. */
/** An article the back end does not have (its 404; Laravel's data null for a help page it has no text for) is none:
 *  an empty page in the brand's words, not a failure to retry. */
function noSuchArticle(error: unknown): null {
  if (error instanceof ApiError && error.kind === 'business' && error.code === NOT_FOUND_CODE) return null;
  throw error;
}

export const articleQuery = (type: number | null) =>
  queryOptions({
    queryKey: ['content', 'article', type],
    queryFn: ({ signal }): Promise<Article | null> =>
      type === null ? Promise.resolve(null) : fetchData(client.POST('/api/article', { body: { type }, signal })).catch(noSuchArticle),
    staleTime: 10 * 60_000,
  });

/** The banners of one placement (BANNER_TYPE). */
export const fetchBanners = (type: number, signal: AbortSignal) => fetchData(client.POST('/api/bannerList', { body: { type }, signal }));

export const bannersQuery = (type: number) =>
  queryOptions({
    queryKey: ['content', 'banners', type],
    queryFn: ({ signal }) => fetchBanners(type, signal),
    staleTime: 10 * 60_000,
  });

export const fetchNoticePage = (page: number, signal: AbortSignal): Promise<NoticePage> =>
  fetchData(client.POST('/api/noticeList', { body: { page }, signal }));
