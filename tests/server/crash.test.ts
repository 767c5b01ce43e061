// Money survives kill -9: the real server on a database file, concurrent credits and debits, killed mid-flight a few
// times. Afterwards every wallet sum is zero, no member wallet is negative, every wallet equals its ledger rows, and
// every credit the server acknowledged is in the ledger. About 15 s on an idle machine (three server starts).
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/base/config';
import { freePort } from './harness';

const ADMIN_TOKEN = 'crash-admin-token-0123456789abcdef';
const KILLS = 3;
const CONCURRENCY = 8;
const MEMBERS = ['demo888', 'guest888'];

const dir = mkdtempSync(path.join(tmpdir(), 'crash-'));
const dbPath = path.join(dir, 'app.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function start(): Promise<{ child: ChildProcess; base: string; exited: Promise<unknown> }> {
  const port = await freePort();
  // Node itself with tsx's loader, not the tsx command: that one runs the server in a child of its own, which a
  // SIGKILL of the command would leave running (the kill would then never reach the server).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DB_PATH: dbPath, ADMIN_TOKEN, LOG_LEVEL: 'silent', DIST_DIR: path.join(dir, 'no-dist'), UPLOAD_DIR: path.join(dir, 'uploads') },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (up) return { child, base, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}


describe('kill -9 during money moves', () => {
  it('loses no acknowledged credit and breaks no invariant', { timeout: 170_000 }, async () => {
    /** Credits the server answered 200 to, by their unique amount in fen. */
    const acknowledged: { username: string; fen: number }[] = [];
    let unique = 1;
    for (let life = 0; life < KILLS; life++) {
      const { child, base, exited } = await start();
      const credit = (username: string, fen: number) =>
        fetch(`${base}/admin/credit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
          body: JSON.stringify({ username, amount: (fen / 100).toFixed(2) }),
        })
          .then((r) => r.json() as Promise<{ code: number }>)
          .then((answer) => answer.code === 200 && fen > 0 && acknowledged.push({ username, fen }), () => undefined);
      // CONCURRENCY clients credit without pause (mostly unique credits, found again by amount; some debits that may
      // be refused for the balance) until the server is killed under them.
      let alive = true;
      let i = 0;
      const client = async () => {
        while (alive) {
          const username = MEMBERS[i % MEMBERS.length]!;
          await (i++ % 5 === 4 ? credit(username, -50_000) : credit(username, 1_000_000 + unique++));
        }
      };
      const clients = Array.from({ length: CONCURRENCY }, client);
      await new Promise((r) => setTimeout(r, 300 + 200 * life));
      child.kill('SIGKILL');
      alive = false;
      await Promise.all(clients);
      await exited;
      // The server itself is gone, not only a wrapper around it.
      expect(await fetch(`${base}/healthz`).then(() => 'answered', () => 'gone')).toBe('gone');
    }

    const db = new Database(dbPath);
    try {
      expect(db.prepare('SELECT COALESCE(SUM(balance_fen), 0) FROM wallets').pluck().get()).toBe(0);
      expect(db.prepare('SELECT COUNT(*) FROM wallets WHERE user_id <> 0 AND balance_fen < 0').pluck().get()).toBe(0);
      const drift = db
        .prepare(
          `SELECT w.user_id, w.wallet, w.balance_fen,
             COALESCE((SELECT SUM(amount_fen) FROM ledger WHERE to_user = w.user_id AND to_wallet = w.wallet), 0)
           - COALESCE((SELECT SUM(amount_fen) FROM ledger WHERE from_user = w.user_id AND from_wallet = w.wallet), 0) AS from_ledger
           FROM wallets w`,
        )
        .all() as { balance_fen: number; from_ledger: number }[];
      expect(drift.filter((w) => w.balance_fen !== w.from_ledger)).toEqual([]);
      const found = db.prepare("SELECT COUNT(*) FROM ledger l JOIN users u ON u.id = l.user_id WHERE l.kind = 'admin_credit' AND u.username = ? AND l.amount_fen = ?").pluck();
      expect(acknowledged.filter((a) => found.get(a.username, a.fen) !== 1)).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });
});
