// The rebate centre's calls: the member's rebates (with totals claimed and pending) and the claim.
import type { Db } from '../../base/db/open';
import { findPlatform, type CategoryId } from '../../games/platforms';
import { ok, type HandlerMap } from '../../http/operation';
import { beijingDayStart, formatBeijing } from '../../../core/beijingTime';
import { DATE_CODE_DAYS, DATE_CODE_DEFAULT } from '../../../core/constants';
import { formatFen } from '../../../core/money';
import { CATEGORY_NAMES, promoMsg } from './messages';
import { pageOf } from '../../http/paging';
import { claimRebates, rebateTotals } from './rebates';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The request's `type`: 1-7 the hall's category tabs in order (0 or none: all). */
export const CATEGORY_BY_TYPE: readonly CategoryId[] = ['concise', 'sport', 'lottery', 'gaming', 'joker', 'realbet', 'fishing'];

interface RebateRow {
  id: number;
  category_id: CategoryId;
  money_fen: number;
  state: 0 | 1;
  created_at: number;
  updated_at: number;
}

/** The category asked for: by `type`, else by the platform `api_type` belongs to; null for all. */
function categoryFilter(db: Db, type: number | undefined, apiType: string | undefined): CategoryId | null | 'none' {
  if (type && type > 0) return CATEGORY_BY_TYPE[type - 1] ?? 'none';
  if (apiType) return findPlatform(db, apiType)?.category_id ?? 'none';
  return null;
}

const time = (ms: number) => formatBeijing(new Date(ms));

export const rebateHandlers = {
  getfanshui: {
    auth: 'member',
    run: ({ member, body, deps }) => {
      const days = DATE_CODE_DAYS[body.date ?? DATE_CODE_DEFAULT];
      const fromDay = beijingDayStart(deps.clock.now()).getTime() - (days - 1) * DAY_MS;
      const category = categoryFilter(deps.db, body.type, body.api_type);
      const where = `user_id = @user AND day_at >= @fromDay${category ? ' AND category_id = @category' : ''}`;
      const params = { user: member.id, fromDay, category };
      const total = deps.db.prepare(`SELECT COUNT(*) FROM rebates WHERE ${where}`).pluck().get(params) as number;
      const { offset, limit, meta } = pageOf(body.page, total);
      const rows = deps.db
        .prepare(`SELECT id, category_id, money_fen, state, created_at, updated_at FROM rebates WHERE ${where} ORDER BY day_at DESC, id DESC LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit, offset }) as RebateRow[];
      const totals = rebateTotals(deps.db, member.id);
      return ok({
        ...meta,
        data: rows.map((r) => ({
          id: r.id,
          gamename: CATEGORY_NAMES[r.category_id],
          money: formatFen(r.money_fen),
          state: r.state,
          created_at: time(r.created_at),
          updated_at: time(r.updated_at),
        })),
        jisuan: formatFen(totals.claimedFen),
        nojisuan: formatFen(totals.pendingFen),
      });
    },
  },

  dofanshui: {
    auth: 'member',
    run: ({ member, deps }) => {
      const { moneyFen, balanceFen } = claimRebates(deps, member);
      return ok({ money: formatFen(moneyFen), balance: formatFen(balanceFen) }, promoMsg.rebateClaimed(formatFen(moneyFen)));
    },
  },
} satisfies HandlerMap;
