// The VIP ladder (VIP1–VIP10): what each level needs and the rebate rates it pays per game category.
import type { components } from '../core/schema';
import { formatFen } from '../core/money';
import type { Db } from './base/db/open';
import { REBATE_COLUMN, type CategoryId } from './games/platforms';

export type RebateColumn = (typeof REBATE_COLUMN)[CategoryId];

export interface VipLevelRow {
  level: number;
  recharge_fen: number;
  flow_fen: number;
  realperson: number;
  sport: number;
  e_sport: number;
  joker: number;
  electron: number;
  lottery: number;
}

/** Hundredths of a percent as the contract's Percent: 80 → "0.80". */
const percent = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

export function listVipLevels(db: Db): VipLevelRow[] {
  return db.prepare('SELECT * FROM vip_levels ORDER BY level').all() as VipLevelRow[];
}

export function toVipLevelDto(row: VipLevelRow): components['schemas']['VipLevel'] {
  return {
    level: row.level,
    name: `VIP${row.level}`,
    recharge: formatFen(row.recharge_fen),
    flow: formatFen(row.flow_fen),
    realperson: percent(row.realperson),
    sport: percent(row.sport),
    e_sport: percent(row.e_sport),
    joker: percent(row.joker),
    electron: percent(row.electron),
    lottery: percent(row.lottery),
  };
}

/** The rebate a member of `vip` earns on `validFen` of turnover in `category`, in fen, rounded down. */
export function rebateFen(db: Db, vip: number, category: CategoryId, validFen: number): number {
  const column: RebateColumn = REBATE_COLUMN[category];
  const rate = db.prepare(`SELECT ${column} FROM vip_levels WHERE level = ?`).pluck().get(vip) as number | undefined;
  return rate ? Math.floor((validFen * rate) / 10_000) : 0;
}

/** VIP1–VIP10 with rising requirements and rates (seeded once). */
export function seedVipLevels(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO vip_levels (level, recharge_fen, flow_fen, realperson, sport, e_sport, joker, electron, lottery)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (level) DO NOTHING`,
  );
  const recharge = [0, 1_000, 5_000, 20_000, 50_000, 100_000, 300_000, 800_000, 2_000_000, 5_000_000];
  db.transaction(() => {
    recharge.forEach((yuan, i) => {
      const level = i + 1;
      const step = i * 5;
      insert.run(level, yuan * 100, yuan * 500, 50 + step, 50 + step, 50 + step, 60 + step, 70 + step, 30 + step);
    });
  })();
}
