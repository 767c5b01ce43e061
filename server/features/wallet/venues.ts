// The member's venue wallets: balances, transfers to and from the central wallet, recall, auto-transfer.
import type { Deps } from '../../http/deps';
import { refused } from '../../base/errors';
import { ok, type HandlerMap } from '../../http/operation';
import { central, type Ledger } from '../../ledger/ledger';
import { recallAll, transferWithVenue } from '../../ledger/venues';
import { findPlatform } from '../../games/platforms';
import { CENTRAL_WALLET } from '../../../core/constants';
import { formatFen, parseFen } from '../../../core/money';
import { walletMsg } from './messages';
import { updateUser } from '../../users/repo';

/** Every shown venue, and a hidden one still holding money (so money never disappears from view), in hall order. */
export function venueBalances(deps: Deps, userId: number) {
  const rows = deps.db
    .prepare(
      `SELECT p.name, p.title, COALESCE(w.balance_fen, 0) AS fen FROM platforms p
       LEFT JOIN wallets w ON w.user_id = ? AND w.wallet = p.name
       WHERE p.app_state = 1 OR COALESCE(w.balance_fen, 0) > 0
       ORDER BY p.sort, p.id`,
    )
    .all(userId) as { name: string; title: string; fen: number }[];
  return rows.map((r) => ({ name: r.title, platname: r.name, balance: formatFen(r.fen) }));
}

const centralBalance = (ledger: Ledger, userId: number) => ({ balance: formatFen(ledger.balance(central(userId))) });

/**
 * One side must be the central wallet (userbalance); venue to venue is refused. Money can always come out of a venue,
 * but only goes into one that is open. The ledger refuses more than the source holds.
 */
export function transfer(deps: Deps, userId: number, body: { amount: string; sourcetype: string; targettype: string }) {
  const amountFen = parseFen(body.amount);
  if (!amountFen) throw refused(walletMsg.amountRequired);
  const { sourcetype: source, targettype: target } = body;
  if (source === target) throw refused(walletMsg.sameWallet);
  if (source !== CENTRAL_WALLET && target !== CENTRAL_WALLET) throw refused(walletMsg.venueToVenue);
  const toVenue = source === CENTRAL_WALLET;
  const platform = toVenue ? target : source;
  if (toVenue && findPlatform(deps.db, platform)?.app_state === 0) throw refused(walletMsg.venueClosed);
  transferWithVenue(deps.db, deps.ledger, userId, platform, amountFen, toVenue);
}

export const venueHandlers = {
  balancelist: { auth: 'member', run: ({ member, deps }) => ok(venueBalances(deps, member.id)) },

  transfer: {
    auth: 'member',
    run: ({ member, body, deps }) => {
      transfer(deps, member.id, body);
      return ok(centralBalance(deps.ledger, member.id), walletMsg.transferred);
    },
  },

  transall: {
    auth: 'member',
    run: ({ member, deps }) => {
      recallAll(deps.db, deps.ledger, member.id);
      return ok(centralBalance(deps.ledger, member.id), walletMsg.recalled);
    },
  },

  uptransferstatus: {
    auth: 'member',
    run: ({ member, body, deps }) => {
      updateUser(deps.db, member.id, { transferstatus: body.transferstatus });
      return ok(null, body.transferstatus === 1 ? walletMsg.autoTransferOn : walletMsg.autoTransferOff);
    },
  },
} satisfies HandlerMap;
