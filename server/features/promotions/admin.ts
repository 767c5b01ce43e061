// The promotions rows of DESIGN.md's admin table.
import type { AdminRoute } from '../../admin/register';
import { badRequest } from '../../base/errors';
import { formatBeijing } from '../../../core/beijingTime';
import { formatFen } from '../../../core/money';
import { reviewApplication } from './activities';
import { promoMsg } from './messages';
import { settleRebates } from './rebates';
import { setRedPacketRules } from './redpacketRules';

/** /admin/clock: the instant the server takes as now (time flows on from it), or null for the real clock. */
const setClock: AdminRoute = {
  schema: { type: 'object', required: ['now'], properties: { now: { type: ['string', 'null'], maxLength: 40 } } },
  run: (body, deps) => {
    const raw = body.now as string | null;
    const at = raw === null ? null : new Date(raw);
    if (at && (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(raw!))) throw badRequest(promoMsg.badClock);
    deps.clock.set(at);
    const now = deps.clock.now();
    return { now: now.toISOString(), beijing: formatBeijing(now) };
  },
};

/** /admin/settle-rebates: every settled bet up to now becomes pending rebates. */
const settleNow: AdminRoute = {
  schema: { type: 'object' },
  run: (_body, deps) => {
    const now = deps.clock.now();
    const { created, moneyFen } = settleRebates(deps.db, now, now);
    return { created, money: formatFen(moneyFen) };
  },
};

export const promotionsAdmin: Record<string, AdminRoute> = {
  '/admin/activity-apply': reviewApplication,
  '/admin/redpacket-rules': setRedPacketRules,
  '/admin/clock': setClock,
  '/admin/settle-rebates': settleNow,
};
