// Shared steps of the promotions server tests: members, approved deposits and settled bets written straight into
// the core tables (the money and lottery features make them for real), and Beijing instants.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { placeBet, settleBet } from '../../server/bets';
import type { CategoryId } from '../../server/games/platforms';
import { central, HOUSE } from '../../server/ledger/ledger';
import { startServer, type TestServer } from './harness';

/** A 1×1 PNG: the smallest avatar the server takes. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1d1e1e80000000049454e44ae426082', 'hex');

/** A server whose uploads go to a folder of its own, removed again by `close`. */
export async function startServerWithUploads() {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  const server = await startServer({ uploadDir });
  const close = async () => {
    await server.close();
    rmSync(uploadDir, { recursive: true, force: true });
  };
  return { server, uploadDir, close };
}

/** An instant given in Beijing time, e.g. at('2025-03-10 10:30'). */
export const at = (beijing: string) => new Date(`${beijing.replace(' ', 'T')}${beijing.length === 16 ? ':00' : ''}+08:00`);

export async function member(server: TestServer, name: string) {
  const token = await server.register(name);
  const user = await server.api<{ id: number; uid: string }>('/api/user', {}, token);
  return { token, id: user.data.id, uid: user.data.uid, name };
}

export function approvedDeposit(server: TestServer, userId: number, amountFen: number, createdAt: Date, state: 1 | 2 | 3 = 2) {
  server.deps.db
    .prepare('INSERT INTO deposits (deposit_no, user_id, paytype, amount_fen, state, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(`D${randomBytes(6).toString('hex').toUpperCase()}`, userId, 'bank', amountFen, state, createdAt.getTime());
}

const PLATFORM_OF: Record<CategoryId, string> = {
  concise: 'obgdy',
  sport: 'ldty',
  lottery: 'cpgc',
  gaming: 'xydj',
  joker: 'lyqp',
  realbet: 'hqzr',
  fishing: 'hwby',
};

/** A bet (its stake credited first) staked from the central wallet and settled at `settledAt` (a loss unless `payoutFen`). */
export function settledBet(server: TestServer, userId: number, category: CategoryId, amountFen: number, settledAt: Date, payoutFen = 0) {
  const { db, ledger } = server.deps;
  ledger.move({ kind: 'admin_credit', memberId: userId, from: HOUSE, to: central(userId), amountFen });
  const bet = placeBet(
    db,
    ledger,
    { userId, platform: PLATFORM_OF[category], categoryId: category, plays: 'test', amountFen, from: central(userId) },
    settledAt,
  );
  settleBet(db, ledger, bet.bet_id, payoutFen, central(userId), settledAt);
  return bet;
}

export function ledgerRows(server: TestServer, userId: number, kind: string) {
  return server.deps.db.prepare('SELECT * FROM ledger WHERE user_id = ? AND kind = ?').all(userId, kind) as { amount_fen: number; to_after: number }[];
}

export const balanceOf = (server: TestServer, userId: number) => server.deps.ledger.balance(central(userId));
