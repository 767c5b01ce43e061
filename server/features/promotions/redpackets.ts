// Red packets: what a member may draw today, the draw itself (credited through the ledger once per allowed draw,
// whatever the number of simultaneous taps) and the member's past draws.
import { randomInt } from 'node:crypto';
import { sumApprovedDeposits } from '../../deposits';
import type { Db } from '../../base/db/open';
import type { Deps } from '../../http/deps';
import { refused } from '../../base/errors';
import { central, HOUSE } from '../../ledger/ledger';
import { getSettings } from '../../settings';
import type { UserRow } from '../../users/repo';
import { refuseGuest } from './guards';
import { promoMsg } from './messages';
import { rulesAt, type RuleRow } from './redpacketRules';
import { redPacketPhase, roundOf, type RedPacketRound } from '../../../core/redPacketWindow';

export interface Standing {
  round: RedPacketRound;
  depositFen: number;
  flowFen: number;
  /** The best tier the member reaches, if any. */
  rule: RuleRow | undefined;
  maxTimes: number;
  acquired: number;
  remaining: number;
}

function settledTurnover(db: Db, userId: number, fromMs: number, toMs: number): number {
  return db
    .prepare('SELECT COALESCE(SUM(valid_fen), 0) FROM bets WHERE user_id = ? AND status = 1 AND settled_at >= ? AND settled_at < ?')
    .pluck()
    .get(userId, fromMs, toMs) as number;
}

export function standingOf(db: Db, userId: number, at: Date): Standing {
  const round = roundOf(at);
  const depositFen = sumApprovedDeposits(db, userId, round.countFrom, round.countTo);
  const flowFen = settledTurnover(db, userId, round.countFrom, round.countTo);
  const rule = rulesAt(db, at)
    .filter((r) => r.day_flow > 0 && depositFen >= r.recharge_fen && flowFen >= r.flow_fen)
    .sort((a, b) => b.day_flow - a.day_flow || b.recharge_fen - a.recharge_fen)[0];
  const acquired = db.prepare('SELECT COUNT(*) FROM redpacket_draws WHERE user_id = ? AND day = ?').pluck().get(userId, round.day) as number;
  const maxTimes = rule?.day_flow ?? 0;
  return { round, depositFen, flowFen, rule, maxTimes, acquired, remaining: Math.max(0, maxTimes - acquired) };
}

/** A draw's amount: uniform in the tier's limits, from a cryptographic source so nobody can work it out ahead. */
export function drawAmountFen(rule: Pick<RuleRow, 'min_fen' | 'max_fen'>): number {
  return rule.min_fen + randomInt(rule.max_fen - rule.min_fen + 1);
}

export function drawRedPacket(deps: Deps, member: UserRow): { amountFen: number; balanceFen: number } {
  if (getSettings(deps.db).redpacket_switch === 0) throw refused(promoMsg.redPacketClosed);
  refuseGuest(member, promoMsg.guestRefused);
  // No await from here on: the check and the credit are one transaction, so simultaneous taps queue behind it.
  return deps.db.transaction(() => {
    const now = deps.clock.now();
    const standing = standingOf(deps.db, member.id, now);
    const phase = redPacketPhase(now);
    if (phase === 'before') throw refused(promoMsg.redPacketNotStarted);
    if (phase === 'after') throw refused(promoMsg.redPacketEnded);
    if (!standing.rule) throw refused(promoMsg.redPacketNotQualified);
    if (standing.remaining <= 0) throw refused(promoMsg.redPacketUsedUp);
    const seq = standing.acquired + 1;
    const amountFen = drawAmountFen(standing.rule);
    const [row] = deps.ledger.move({
      kind: 'redpacket',
      memberId: member.id,
      from: HOUSE,
      to: central(member.id),
      amountFen,
      ref: `RP${standing.round.day.replace(/-/g, '')}${member.id}-${seq}`,
    });
    deps.db
      .prepare(
        `INSERT INTO redpacket_draws (user_id, day, seq, deposit_fen, amount_fen, granted_at, created_at, ledger_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(member.id, standing.round.day, seq, standing.depositFen, amountFen, standing.round.opensAt, now.getTime(), row!.id);
    return { amountFen, balanceFen: row!.toAfter };
  }).immediate();
}
