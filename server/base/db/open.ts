import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrations } from './migrations';

export type Db = Database.Database;

/**
 * `core: false` (COLLECTOR_ONLY) leaves the core schema out, members and money included: only the table that records
 * the features' own migrations is made.
 */
export function openDatabase(dbPath: string, { core = true }: { core?: boolean } = {}): Db {
  if (dbPath !== ':memory:') mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  if (dbPath !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  if (core) migrate(db);
  else db.exec(FEATURE_MIGRATIONS_ALONE);
  return db;
}

/** migrations.ts's feature_migrations, for a collector's database that has nothing else. */
const FEATURE_MIGRATIONS_ALONE =
  'CREATE TABLE IF NOT EXISTS feature_migrations (feature TEXT NOT NULL, version INTEGER NOT NULL, applied_at INTEGER NOT NULL, PRIMARY KEY (feature, version))';

/** One feature's migrations, each applied once, in order, recorded in feature_migrations. */
export function migrateFeature(db: Db, feature: string, steps: readonly string[]): void {
  const applied = db.prepare('SELECT COUNT(*) FROM feature_migrations WHERE feature = ?').pluck().get(feature) as number;
  if (applied > steps.length) throw new Error(`feature ${feature} is at version ${applied}, newer than this server`);
  for (let version = applied; version < steps.length; version += 1) {
    db.transaction(() => {
      db.exec(steps[version]!);
      db.prepare('INSERT INTO feature_migrations (feature, version, applied_at) VALUES (?, ?, ?)').run(feature, version + 1, Date.now());
    })();
  }
}

export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(`database is at version ${current}, newer than this server (${migrations.length})`);
  }
  if (current === 0 && db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'feature_migrations'").get()) {
    throw new Error("this database is a field reports' collector's (COLLECTOR_ONLY): give the whole server a DB_PATH of its own");
  }
  for (let version = current; version < migrations.length; version += 1) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
