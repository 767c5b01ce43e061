// Promotions: types, the list and one promotion for anyone; applications for members, reviewed by the admin API.
import type { AdminRoute } from '../../admin/register';
import type { Db } from '../../base/db/open';
import { conflict, notFound } from '../../base/errors';
import { ok, type HandlerMap } from '../../http/operation';
import { formatBeijing } from '../../../core/beijingTime';
import { isUniqueViolation, refuseGuest } from './guards';
import { promoMsg } from './messages';
import { pageOf } from '../../http/paging';

interface ActivityRow {
  id: number;
  type_id: number;
  title: string;
  banner: string;
  content: string;
  memo: string;
  created_at: number;
}

interface ApplyRow {
  id: number;
  activity_id: number;
  activity_name: string;
  state: 1 | 2 | 3;
  created_at: number;
}

const toActivity = (row: ActivityRow) => ({ ...row, created_at: formatBeijing(new Date(row.created_at)) });

function findActivity(db: Db, id: number): ActivityRow | undefined {
  return db.prepare('SELECT id, type_id, title, banner, content, memo, created_at FROM activities WHERE id = ?').get(id) as
    | ActivityRow
    | undefined;
}

export const activityHandlers = {
  activitytype: {
    auth: 'visitor',
    run: ({ deps }) => ok(deps.db.prepare('SELECT id, name FROM activity_types ORDER BY sort, id').all() as { id: number; name: string }[]),
  },

  activitylist: {
    auth: 'visitor',
    run: ({ body, deps }) => {
      const type = body.type ?? 0;
      const where = type > 0 ? 'WHERE type_id = @type' : '';
      const total = deps.db.prepare(`SELECT COUNT(*) FROM activities ${where}`).pluck().get({ type }) as number;
      const { offset, limit, meta } = pageOf(body.page, total);
      const rows = deps.db
        .prepare(
          `SELECT id, type_id, title, banner, content, memo, created_at FROM activities ${where}
           ORDER BY sort, id LIMIT @limit OFFSET @offset`,
        )
        .all({ type, limit, offset }) as ActivityRow[];
      return ok({ ...meta, data: rows.map(toActivity) });
    },
  },

  activitydeatil: {
    auth: 'visitor',
    run: ({ body, deps }) => {
      const row = findActivity(deps.db, body.id);
      if (!row) throw notFound(promoMsg.activityUnknown);
      return ok(toActivity(row));
    },
  },

  doactivityapply: {
    auth: 'member',
    run: ({ member, body, deps }) => {
      refuseGuest(member, promoMsg.guestRefused);
      if (!findActivity(deps.db, body.activityid)) throw notFound(promoMsg.activityUnknown);
      try {
        deps.db
          .prepare('INSERT INTO activity_applies (user_id, activity_id, created_at) VALUES (?, ?, ?)')
          .run(member.id, body.activityid, deps.clock.now().getTime());
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(promoMsg.alreadyApplied);
        throw error;
      }
      return ok(null, promoMsg.applied);
    },
  },

  activityApplyLog: {
    auth: 'member',
    run: ({ member, body, deps }) => {
      const total = deps.db.prepare('SELECT COUNT(*) FROM activity_applies WHERE user_id = ?').pluck().get(member.id) as number;
      const { offset, limit, meta } = pageOf(body.page, total);
      const rows = deps.db
        .prepare(
          `SELECT a.id, a.activity_id, p.title AS activity_name, a.state, a.created_at
           FROM activity_applies a JOIN activities p ON p.id = a.activity_id
           WHERE a.user_id = ? ORDER BY a.id DESC LIMIT ? OFFSET ?`,
        )
        .all(member.id, limit, offset) as ApplyRow[];
      return ok({ ...meta, data: rows.map((r) => ({ ...r, created_at: formatBeijing(new Date(r.created_at)) })) });
    },
  },
} satisfies HandlerMap;

/** /admin/activity-apply: approves (2) or rejects (3) a pending application, once. */
export const reviewApplication: AdminRoute = {
  schema: {
    type: 'object',
    required: ['id', 'state'],
    properties: { id: { type: 'integer', minimum: 1 }, state: { type: 'integer', enum: [2, 3] } },
  },
  run: (body, deps) => {
    const id = body.id as number;
    const state = body.state as 2 | 3;
    const changed = deps.db
      .prepare('UPDATE activity_applies SET state = ?, reviewed_at = ? WHERE id = ? AND state = 1')
      .run(state, deps.clock.now().getTime(), id).changes;
    if (!changed) {
      const exists = deps.db.prepare('SELECT 1 FROM activity_applies WHERE id = ?').get(id);
      throw exists ? conflict(promoMsg.applyReviewed) : notFound(promoMsg.applyUnknown);
    }
    return { id, state };
  },
};
