// Demo lotteries, rooms and plays (catalog.ts) on a fresh database, with a few drawn periods so the history shows.
// Runs at every start: rows that exist are left alone.
import type { Deps } from '../../http/deps';
import { seedBrand } from '../../brandSeed';
import { catalog, HISTORY_PERIODS, type CatalogLottery } from './catalog';
import { ballRuleOdds, sumRuleOdds } from './odds';
import { drawPeriod, openPeriod } from './periods';
import { drawNumbers } from './random';
import { findLottery } from './repo';
import { lotteryRuntime } from './runtime';

function seedCatalog(deps: Deps, lottery: CatalogLottery, sort: number): void {
  const { db } = deps;
  db.prepare('INSERT INTO lotteries (name, title, type, img, period_seconds, sort) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING').run(
    lottery.name,
    lottery.title,
    lottery.type,
    lottery.img,
    lottery.periodSeconds,
    sort,
  );
  const room = db.prepare('INSERT INTO lottery_rooms (id, lottery, title, img, ftime, sort) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING');
  lottery.rooms.forEach((r, i) => room.run(r.id, lottery.name, r.title, r.img, r.ftime, i));
  const group = db.prepare('INSERT INTO lottery_groups (id, lottery, name, description, special, sort) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const item = db.prepare('INSERT INTO lottery_items (id, group_id, playtitle, odds_x100, rule, sort) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const odds = lottery.type === 2 ? sumRuleOdds : ballRuleOdds;
  lottery.groups.forEach((g, gi) => {
    group.run(g.id, lottery.name, g.name, g.desc, g.special, gi);
    g.items.forEach((it, ii) => item.run(it.id, g.id, it.playtitle, odds(it.rule), it.rule, ii));
  });
}

/** HISTORY_PERIODS periods drawn back to back up to now, then the open one. */
function seedHistory(deps: Deps, name: string): void {
  const { db } = deps;
  if (db.prepare('SELECT 1 FROM lottery_periods WHERE lottery = ? LIMIT 1').get(name)) return;
  const runtime = lotteryRuntime(deps);
  const lottery = findLottery(db, name)!;
  const seconds = runtime.periodSeconds(lottery);
  const now = deps.clock.now().getTime();
  for (let k = HISTORY_PERIODS; k >= 1; k -= 1) {
    const period = openPeriod(db, lottery, seconds, new Date(now - k * seconds * 1000));
    drawPeriod(deps, period.id, drawNumbers(lottery.type, runtime.random), new Date(period.draws_at));
  }
  openPeriod(db, lottery, seconds, new Date(now));
}

export function seedLottery(deps: Deps): void {
  const lotteries = catalog(seedBrand().lotteryTitle);
  deps.db.transaction(() => {
    lotteries.forEach((lottery, i) => seedCatalog(deps, lottery, i));
    lotteries.forEach((lottery) => seedHistory(deps, lottery.name));
  })();
}
