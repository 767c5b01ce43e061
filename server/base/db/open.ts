import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrations } from './migrations';

export type Db = Database.Database;

export function openDatabase(dbPath: string): Db {
  if (dbPath !== ':memory:') mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  if (dbPath !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

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
  for (let version = current; version < migrations.length; version += 1) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
