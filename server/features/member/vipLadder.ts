// The VIP ladder runs by itself on the server's clock (spec: "upgrade when cumulative deposit and turnover are met, by
// next day 24:00, one level a day, no skipping; after reaching a level 90 days to complete retention turnover
// (recalculated if promoted meanwhile); unmet within 90 days demotes one level, rebates follow the lower level").
//
// At each Beijing midnight the clock passes (the admin moving it forward counts every midnight on the way), each member
// is looked at once:
// - promoted one level when their cumulative deposits (paysum) and turnover (flow) reach the next level's — so what is
//   reached on a day takes effect by the next day's 24:00; after a demotion, the next level's turnover must be made
//   again since the demotion;
// - otherwise, 90 days after reaching (or last keeping) a level above VIP1, kept when the turnover made in those days
//   reached the level's own turnover (its retention turnover), demoted one level when not. Either way a new period
//   starts; a promotion starts one too. Rebates are settled at the member's level, so they follow a demotion.
import type { Db } from '../../base/db/open';
import type { Deps } from '../../http/deps';
import { listVipLevels, type VipLevelRow } from '../../vip';
import { beijingDayStart } from '../../../core/beijingTime';
import { VIP_LEVELS, VIP_RETENTION_DAYS } from '../../../core/constants';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_MS = VIP_RETENTION_DAYS * DAY_MS;
/** How often the schedule looks whether a Beijing midnight has passed (moving the clock looks at once). */
export const VIP_LADDER_EVERY_MS = 5 * 60 * 1000;

interface MemberOnLadder {
  id: number;
  vip: number;
  paysum_fen: number;
  flow_fen: number;
  since_at: number | null;
  flow_base_fen: number | null;
  demoted: 0 | 1 | null;
}

export interface LadderStep {
  promoted: number;
  demoted: number;
}

/** One Beijing midnight (`dayAt`): every member promoted, kept or demoted at most once. */
function stepDay(db: Db, levels: ReadonlyMap<number, VipLevelRow>, dayAt: number, tally: LadderStep): void {
  const members = db
    .prepare(
      `SELECT u.id, u.vip, u.paysum_fen, u.flow_fen, l.since_at, l.flow_base_fen, l.demoted
       FROM users u LEFT JOIN member_vip_ladder l ON l.user_id = u.id WHERE u.is_guest = 0`,
    )
    .all() as MemberOnLadder[];
  const save = db.prepare(
    `INSERT INTO member_vip_ladder (user_id, since_at, flow_base_fen, demoted) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET since_at = excluded.since_at, flow_base_fen = excluded.flow_base_fen, demoted = excluded.demoted`,
  );
  const setVip = db.prepare('UPDATE users SET vip = ? WHERE id = ?');
  for (const m of members) {
    if (m.since_at === null) {
      // First seen: the level they hold counts from today.
      save.run(m.id, dayAt, m.flow_fen, 0);
      m.since_at = dayAt;
      m.flow_base_fen = m.flow_fen;
      m.demoted = 0;
    }
    const made = m.flow_fen - (m.flow_base_fen ?? m.flow_fen);
    const next = levels.get(m.vip + 1);
    if (next && m.paysum_fen >= next.recharge_fen && m.flow_fen >= next.flow_fen && (!m.demoted || made >= next.flow_fen)) {
      setVip.run(m.vip + 1, m.id);
      save.run(m.id, dayAt, m.flow_fen, 0);
      tally.promoted += 1;
      continue;
    }
    if (m.vip <= VIP_LEVELS.min || dayAt - m.since_at < RETENTION_MS) continue;
    const kept = made >= (levels.get(m.vip)?.flow_fen ?? 0);
    if (!kept) {
      setVip.run(m.vip - 1, m.id);
      tally.demoted += 1;
    }
    save.run(m.id, dayAt, m.flow_fen, kept ? 0 : 1);
  }
}

/**
 * Catches the ladder up with `now`: one step for every Beijing midnight since the last run. The first run only notes
 * the day; a clock moved back (a demo) starts counting again from there.
 */
export function runVipLadder(db: Db, now: Date): LadderStep {
  return db.transaction(() => {
    const today = beijingDayStart(now).getTime();
    const last = db.prepare('SELECT day_at FROM member_vip_ladder_runs WHERE id = 1').pluck().get() as number | undefined;
    const tally: LadderStep = { promoted: 0, demoted: 0 };
    if (last === undefined || last >= today) {
      db.prepare('INSERT INTO member_vip_ladder_runs (id, day_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET day_at = excluded.day_at').run(today);
      return tally;
    }
    const levels = new Map(listVipLevels(db).map((level) => [level.level, level]));
    // Midnights are a day apart in Beijing (no daylight saving), so stepping by DAY_MS lands on each.
    for (let dayAt = last + DAY_MS; dayAt <= today; dayAt += DAY_MS) stepDay(db, levels, dayAt, tally);
    db.prepare('UPDATE member_vip_ladder_runs SET day_at = ? WHERE id = 1').run(today);
    return tally;
  }).immediate();
}

export function startVipLadder(deps: Deps): () => void {
  const run = (at: Date) => {
    try {
      runVipLadder(deps.db, at);
    } catch (error) {
      console.error('VIP ladder failed', error);
    }
  };
  run(deps.clock.now());
  const stopListening = deps.clock.afterSet(run);
  const timer = setInterval(() => run(deps.clock.now()), VIP_LADDER_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    stopListening();
  };
}
