// Game platforms: the hall's tiles and the venue wallets every member has one of.
import type { Db } from '../base/db/open';

export type CategoryId = 'concise' | 'sport' | 'lottery' | 'gaming' | 'joker' | 'realbet' | 'fishing';

export interface PlatformRow {
  id: number;
  name: string;
  title: string;
  category_id: CategoryId;
  game_code: string;
  img: string;
  app_state: 0 | 1;
  sort: number;
}

/** The VIP ladder's rebate column for each platform category (fishing pays as slots do). */
export const REBATE_COLUMN = {
  realbet: 'realperson',
  sport: 'sport',
  gaming: 'e_sport',
  joker: 'joker',
  concise: 'electron',
  fishing: 'electron',
  lottery: 'lottery',
} as const satisfies Record<CategoryId, string>;

export function listPlatforms(db: Db, options: { category?: CategoryId; shownOnly?: boolean } = {}): PlatformRow[] {
  const where: string[] = [];
  if (options.category) where.push('category_id = @category');
  if (options.shownOnly) where.push('app_state = 1');
  return db
    .prepare(`SELECT * FROM platforms ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY sort, id`)
    .all({ category: options.category }) as PlatformRow[];
}

export function findPlatform(db: Db, name: string): PlatformRow | undefined {
  return db.prepare('SELECT * FROM platforms WHERE name = ?').get(name) as PlatformRow | undefined;
}

/** Seeds the platforms once; later starts leave them (and any operator change) alone. */
export function seedPlatforms(db: Db, rows: readonly Omit<PlatformRow, 'id'>[]): void {
  const insert = db.prepare(
    `INSERT INTO platforms (name, title, category_id, game_code, img, app_state, sort)
     VALUES (@name, @title, @category_id, @game_code, @img, @app_state, @sort) ON CONFLICT (name) DO NOTHING`,
  );
  db.transaction(() => rows.forEach((row) => insert.run(row)))();
}
