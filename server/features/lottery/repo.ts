// Reading the lottery tables: lotteries, rooms, plays and periods.
import type { Db } from '../../base/db/open';

export type LotteryType = 1 | 2;

export interface LotteryRow {
  name: string;
  title: string;
  type: LotteryType;
  img: string;
  period_seconds: number;
  sort: number;
}

export interface RoomRow {
  id: number;
  lottery: string;
  title: string;
  img: string;
  ftime: number;
  sort: number;
}

export interface GroupRow {
  id: number;
  lottery: string;
  name: string;
  description: string;
  special: 0 | 1;
  sort: number;
}

export interface ItemRow {
  id: number;
  group_id: number;
  playtitle: string;
  odds_x100: number;
  rule: string;
  sort: number;
}

export interface PeriodRow {
  id: number;
  lottery: string;
  expect: string;
  opens_at: number;
  draws_at: number;
  state: 0 | 1;
  numbers: string | null;
  drawn_at: number | null;
}

export const listLotteries = (db: Db) => db.prepare('SELECT * FROM lotteries ORDER BY sort, name').all() as LotteryRow[];

export const findLottery = (db: Db, name: string) =>
  db.prepare('SELECT * FROM lotteries WHERE name = ?').get(name) as LotteryRow | undefined;

export const findRoom = (db: Db, id: number) => db.prepare('SELECT * FROM lottery_rooms WHERE id = ?').get(id) as RoomRow | undefined;

export const roomsOf = (db: Db, lottery: string) =>
  db.prepare('SELECT * FROM lottery_rooms WHERE lottery = ? ORDER BY sort, id').all(lottery) as RoomRow[];

export const groupsOf = (db: Db, lottery: string) =>
  db.prepare('SELECT * FROM lottery_groups WHERE lottery = ? ORDER BY sort, id').all(lottery) as GroupRow[];

export const itemsOf = (db: Db, lottery: string) =>
  db
    .prepare('SELECT i.* FROM lottery_items i JOIN lottery_groups g ON g.id = i.group_id WHERE g.lottery = ? ORDER BY i.sort, i.id')
    .all(lottery) as ItemRow[];

export const openPeriodOf = (db: Db, lottery: string) =>
  db.prepare('SELECT * FROM lottery_periods WHERE lottery = ? AND state = 0').get(lottery) as PeriodRow | undefined;

/** The latest drawn periods, newest first. */
export const drawnPeriodsOf = (db: Db, lottery: string, limit: number) =>
  db.prepare('SELECT * FROM lottery_periods WHERE lottery = ? AND state = 1 ORDER BY id DESC LIMIT ?').all(lottery, limit) as PeriodRow[];

export const numbersOf = (period: PeriodRow): number[] => (period.numbers ? (JSON.parse(period.numbers) as number[]) : []);

/** The lottery platform (venue) whose game_code names this lottery: cpgc for pc28, xycp for lhc. */
export const platformOf = (db: Db, lottery: string) =>
  db.prepare("SELECT name FROM platforms WHERE category_id = 'lottery' AND game_code = ? ORDER BY sort, id LIMIT 1").pluck().get(lottery) as
    | string
    | undefined;

/** Effective period length: the env's override or the lottery's own. */
export const periodSecondsOf = (lottery: LotteryRow, override: number | null) => override ?? lottery.period_seconds;

/** A room's cut-off, kept within the first two thirds of a (possibly shortened) period so betting always opens. */
export const cutoffOf = (room: RoomRow, periodSeconds: number) => Math.min(room.ftime, Math.floor(periodSeconds / 3));
