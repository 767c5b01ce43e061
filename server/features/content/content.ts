// Banners, the hall's notices, announcements, articles and the VIP ladder: read-only content for everyone.
import { formatBeijing } from '../../../core/beijingTime';
import { notFound } from '../../base/errors';
import { ok, type HandlerMap } from '../../http/operation';
import { listVipLevels, toVipLevelDto } from '../../vip';
import { contentMsg } from './messages';
import { pageOf } from '../../http/paging';

/** Announcements per page of /api/noticeList. */
export const NOTICE_PAGE_SIZE = 10;

interface NoticeRow {
  id: number;
  title: string;
  content: string;
  created_at: number;
}

export const contentHandlers = {
  bannerList: {
    auth: 'visitor',
    run: ({ body, deps }) => {
      const rows = deps.db.prepare('SELECT src, url FROM content_banners WHERE type = ? ORDER BY sort, id').all(body.type ?? 2) as {
        src: string;
        url: string;
      }[];
      return ok(rows);
    },
  },

  homenotice: {
    auth: 'visitor',
    run: ({ deps }) => ok(deps.db.prepare('SELECT text FROM content_home_notices ORDER BY sort, id').pluck().all() as string[]),
  },

  noticeList: {
    auth: 'visitor',
    run: ({ body, deps }) => {
      const total = deps.db.prepare('SELECT COUNT(*) FROM content_notices').pluck().get() as number;
      const { offset, limit, meta } = pageOf(body.page, total, NOTICE_PAGE_SIZE);
      const rows = deps.db
        .prepare('SELECT * FROM content_notices ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
        .all(limit, offset) as NoticeRow[];
      return ok({
        data: rows.map((n) => ({ id: n.id, title: n.title, content: n.content, created_at: formatBeijing(new Date(n.created_at)) })),
        ...meta,
      });
    },
  },

  article: {
    auth: 'visitor',
    run: ({ body, deps }) => {
      const row = deps.db.prepare('SELECT type, title, content FROM content_articles WHERE type = ?').get(body.type) as
        | { type: number; title: string; content: string }
        | undefined;
      if (!row) throw notFound(contentMsg.articleMissing);
      return ok(row);
    },
  },

  uservip: { auth: 'visitor', run: ({ deps }) => ok(listVipLevels(deps.db).map(toVipLevelDto)) },
} satisfies HandlerMap;
