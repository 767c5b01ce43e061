// Moves between a member's central wallet and the venue (game platform) wallets, all through the ledger.
import type { Db } from '../base/db/open';
import { findPlatform } from '../games/platforms';
import { refused } from '../base/errors';
import { msg } from '../base/messages';
import { central, type Ledger, type LedgerRow } from './ledger';

export const venue = (userId: number, platform: string) => ({ userId, wallet: platform });

function requireVenue(db: Db, platform: string): void {
  if (!findPlatform(db, platform)) throw refused(msg.unknownVenue);
}

/** Central → venue (`toVenue` true) or venue → central, `amountFen` > 0. */
export function transferWithVenue(
  db: Db,
  ledger: Ledger,
  userId: number,
  platform: string,
  amountFen: number,
  toVenue: boolean,
  ref = '',
): LedgerRow {
  requireVenue(db, platform);
  const [from, to] = toVenue ? [central(userId), venue(userId, platform)] : [venue(userId, platform), central(userId)];
  return ledger.move({ kind: 'transfer', memberId: userId, from, to, amountFen, ref })[0]!;
}

/** Every venue balance (but `except`'s) back into the central wallet, in one transaction. Returns the total moved. */
export function recallAll(db: Db, ledger: Ledger, userId: number, ref = '', except = ''): number {
  const venues = db
    .prepare(
      'SELECT w.wallet AS platform, w.balance_fen AS fen FROM wallets w JOIN platforms p ON p.name = w.wallet WHERE w.user_id = ? AND w.balance_fen > 0 AND w.wallet != ?',
    )
    .all(userId, except) as { platform: string; fen: number }[];
  if (venues.length) {
    ledger.move(...venues.map((v) => ({ kind: 'transfer' as const, memberId: userId, from: venue(userId, v.platform), to: central(userId), amountFen: v.fen, ref })));
  }
  return venues.reduce((sum, v) => sum + v.fen, 0);
}

/**
 * Auto-transfer, when a venue's game opens: the other venues' balances back to the central wallet, then the whole
 * central balance into that venue. Call inside a transaction. Returns the amount moved into the venue.
 */
export function moveAllInto(db: Db, ledger: Ledger, userId: number, platform: string, ref = ''): number {
  requireVenue(db, platform);
  recallAll(db, ledger, userId, ref, platform);
  const fen = ledger.balance(central(userId));
  if (fen > 0) transferWithVenue(db, ledger, userId, platform, fen, true, ref);
  return fen;
}
