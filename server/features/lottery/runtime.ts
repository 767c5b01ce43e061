// One server's lottery engine: the random source, the room sockets and the period scheduler. It runs on the server's
// clock (deps.clock), so moving that clock moves the periods; draws are idempotent (periods.ts).
import type { Deps } from '../../http/deps';
import { loadLotteryConfig, type LotteryConfig } from './config';
import { RoomHub } from './hub';
import { lotteryMsg } from './messages';
import { advance, drawPeriod, openPeriod, type DrawOutcome } from './periods';
import { cryptoRandom, drawNumbers, seededRandom, type RandomSource } from './random';
import { cutoffOf, listLotteries, openPeriodOf, periodSecondsOf, roomsOf, type LotteryRow, type PeriodRow } from './repo';
import { describeResult } from './resultText';

export class LotteryRuntime {
  readonly hub = new RoomHub();
  random: RandomSource;
  /** "room:period" of every closed notice pushed, so each goes out once. */
  private readonly closedSent = new Set<string>();

  constructor(
    private readonly deps: Deps,
    readonly config: LotteryConfig,
  ) {
    this.random = config.seed === null ? cryptoRandom : seededRandom(config.seed);
  }

  /** Makes the draws repeatable from now on (tests). */
  reseed(seed: number): void {
    this.random = seededRandom(seed);
  }

  periodSeconds(lottery: LotteryRow): number {
    return periodSecondsOf(lottery, this.config.periodSeconds);
  }

  /** The lottery's open period, opened now if there is none. */
  ensureOpen(lottery: LotteryRow, now: Date): PeriodRow {
    return openPeriodOf(this.deps.db, lottery.name) ?? openPeriod(this.deps.db, lottery, this.periodSeconds(lottery), now);
  }

  /** Draws the lottery's open period now and opens the next (the scheduler when its time comes, or the admin). */
  drawNow(lottery: LotteryRow): DrawOutcome | null {
    const now = this.deps.clock.now();
    const { drawn, opened } = advance(this.deps, lottery, this.periodSeconds(lottery), () => drawNumbers(lottery.type, this.random), now);
    const rooms = roomsOf(this.deps.db, lottery.name).map((r) => r.id);
    if (drawn) {
      const { expect } = drawn.period;
      const extend = extendOf(drawn.numbers);
      this.hub.broadcast(rooms, { type: 'sysmsg', event: 'result', expect, content: lotteryMsg.periodDrawn(expect, describeResult(drawn.numbers)), extend });
      for (const key of this.closedSent) if (key.endsWith(`:${drawn.period.id}`)) this.closedSent.delete(key);
    }
    this.hub.broadcast(rooms, { type: 'sysmsg', event: 'period', expect: opened.expect, content: lotteryMsg.periodOpened(opened.expect) });
    return drawn;
  }

  /** Draws an exact period with given numbers (tests); null when it was drawn already. */
  drawPeriodWith(periodId: number, numbers: number[]): DrawOutcome | null {
    return drawPeriod(this.deps, periodId, numbers, this.deps.clock.now());
  }

  /** One look at the clock: draw what is due, tell each room when its betting closes. */
  tick(): void {
    const now = this.deps.clock.now();
    for (const lottery of listLotteries(this.deps.db)) {
      const seconds = this.periodSeconds(lottery);
      let period = this.ensureOpen(lottery, now);
      if (period.opens_at > now.getTime() || period.draws_at - period.opens_at !== seconds * 1000) {
        // The clock went back, or the period length changed: the open period starts again from now.
        this.deps.db
          .prepare('UPDATE lottery_periods SET opens_at = ?, draws_at = ? WHERE id = ? AND state = 0')
          .run(now.getTime(), now.getTime() + seconds * 1000, period.id);
        period = this.ensureOpen(lottery, now);
      }
      if (now.getTime() >= period.draws_at) {
        this.drawNow(lottery);
        continue;
      }
      for (const room of roomsOf(this.deps.db, lottery.name)) {
        const key = `${room.id}:${period.id}`;
        if (period.draws_at - now.getTime() < cutoffOf(room, seconds) * 1000 && !this.closedSent.has(key)) {
          this.closedSent.add(key);
          this.hub.broadcast([room.id], { type: 'sysmsg', event: 'closed', expect: period.expect, content: lotteryMsg.periodClosed(period.expect) });
        }
      }
    }
    this.hub.sweepIdle(Date.now(), this.config.idleMs);
  }
}

export const extendOf = (numbers: number[]) =>
  numbers.length === 3 ? { numbers, sum: numbers.reduce((a, b) => a + b, 0) } : { numbers };

const runtimes = new WeakMap<Deps, LotteryRuntime>();

/** The engine of the server these deps belong to (made on first use). */
export function lotteryRuntime(deps: Deps): LotteryRuntime {
  let runtime = runtimes.get(deps);
  if (!runtime) runtimes.set(deps, (runtime = new LotteryRuntime(deps, loadLotteryConfig())));
  return runtime;
}
