// The red-packet calls: today's standing, a draw, the member's past draws.
import { ok, type HandlerMap } from '../../http/operation';
import { formatBeijing } from '../../../core/beijingTime';
import { formatFen } from '../../../core/money';
import { redPacketPhase } from '../../../core/redPacketWindow';
import { promoMsg } from './messages';
import { pageOf } from '../../http/paging';
import { drawRedPacket, standingOf } from './redpackets';
import { rulesAt, toRuleDto } from './redpacketRules';

interface DrawRow {
  id: number;
  deposit_fen: number;
  amount_fen: number;
  granted_at: number;
  created_at: number;
}

const time = (ms: number) => formatBeijing(new Date(ms));

export const redPacketHandlers = {
  userredpacket: {
    auth: 'member',
    run: ({ member, deps }) => {
      const now = deps.clock.now();
      const standing = standingOf(deps.db, member.id, now);
      return ok({
        sendnums: standing.remaining,
        acquirednum: standing.acquired,
        max_times: standing.maxTimes,
        rules: rulesAt(deps.db, now).map(toRuleDto),
        server_time: time(now.getTime()),
        window_recharge: formatFen(standing.depositFen),
        window_flow: formatFen(standing.flowFen),
        // The same window the draw is refused outside of (redpackets.ts drawRedPacket).
        state: redPacketPhase(now),
      });
    },
  },

  douserredpacket: {
    auth: 'member',
    run: ({ member, deps }) => {
      const { amountFen, balanceFen } = drawRedPacket(deps, member);
      const money = formatFen(amountFen);
      return ok({ redpacketmoney: money, balance: formatFen(balanceFen) }, promoMsg.redPacketWon(money));
    },
  },

  redpacket: {
    auth: 'member',
    run: ({ member, body, deps }) => {
      const total = deps.db.prepare('SELECT COUNT(*) FROM redpacket_draws WHERE user_id = ?').pluck().get(member.id) as number;
      const { offset, limit, meta } = pageOf(body.page, total);
      const rows = deps.db
        .prepare('SELECT id, deposit_fen, amount_fen, granted_at, created_at FROM redpacket_draws WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
        .all(member.id, limit, offset) as DrawRow[];
      return ok({
        ...meta,
        data: rows.map((r) => ({
          id: r.id,
          money: formatFen(r.deposit_fen),
          redpacketmoney: formatFen(r.amount_fen),
          created_at: time(r.granted_at),
          usetime: time(r.created_at),
        })),
      });
    },
  },
} satisfies HandlerMap;
