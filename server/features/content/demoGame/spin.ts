// One spin of the demo slot with real money: the stake leaves the venue wallet as a bet (server/bets.ts), the reels
// are drawn, the bet is settled into the same wallet, all in one write transaction. A spin_id seen before answers
// the spin it named instead of betting again, so a double tap or a retried request never bets twice.
import type { Deps } from '../../../http/deps';
import { placeBet, settleBet } from '../../../bets';
import { findPlatform } from '../../../games/platforms';
import { refused, unauthorized } from '../../../base/errors';
import { venue } from '../../../ledger/venues';
import { formatFen, parseFen } from '../../../../core/money';
import { contentMsg } from '../messages';
import { drawReels, payoutFen, type ReelSymbol } from './reels';
import { resolveTicket, type Ticket } from './tickets';

const STAKE_FEN = { min: 100, max: 1_000_000 } as const;

export interface SpinRequest {
  ticket: string;
  spin_id: string;
  stake: string;
}

export interface SpinResult {
  bet_id: string;
  reels: ReelSymbol[];
  stake: string;
  payout: string;
  /** The venue wallet after the spin. */
  balance: string;
}

interface SpinRow {
  bet_id: string;
  reels: string;
  stake_fen: number;
  payout_fen: number;
}

/** The ticket's launch, if it is live and its platform still open. */
export function liveTicket(deps: Deps, raw: string): Ticket {
  const ticket = resolveTicket(deps.db, raw, deps.clock.now());
  if (!ticket) throw unauthorized(contentMsg.ticketInvalid);
  if (findPlatform(deps.db, ticket.platform)?.app_state !== 1) throw refused(contentMsg.platformClosed);
  return ticket;
}

export const venueBalance = (deps: Deps, ticket: Ticket) => formatFen(deps.ledger.balance(venue(ticket.userId, ticket.platform)));

export function spin(deps: Deps, request: SpinRequest): SpinResult {
  const stakeFen = parseFen(request.stake);
  if (stakeFen === null || stakeFen < STAKE_FEN.min || stakeFen > STAKE_FEN.max) throw refused(contentMsg.stakeRange);
  const { db, ledger } = deps;

  return db
    .transaction((): SpinResult => {
      const ticket = liveTicket(deps, request.ticket);
      const wallet = venue(ticket.userId, ticket.platform);
      const answer = (row: SpinRow): SpinResult => ({
        bet_id: row.bet_id,
        reels: JSON.parse(row.reels) as ReelSymbol[],
        stake: formatFen(row.stake_fen),
        payout: formatFen(row.payout_fen),
        balance: formatFen(ledger.balance(wallet)),
      });

      const earlier = db
        .prepare('SELECT bet_id, reels, stake_fen, payout_fen FROM content_demo_spins WHERE user_id = ? AND spin_id = ?')
        .get(ticket.userId, request.spin_id) as SpinRow | undefined;
      if (earlier) return answer(earlier);

      const now = deps.clock.now();
      const platform = findPlatform(db, ticket.platform)!;
      const bet = placeBet(db, ledger, { userId: ticket.userId, platform: platform.name, categoryId: platform.category_id, plays: `spin:${ticket.game}`, amountFen: stakeFen, from: wallet }, now);
      const reels = drawReels();
      const payout = payoutFen(reels, stakeFen);
      settleBet(db, ledger, bet.bet_id, payout, wallet, now);
      const row: SpinRow = { bet_id: bet.bet_id, reels: JSON.stringify(reels), stake_fen: stakeFen, payout_fen: payout };
      db.prepare(
        'INSERT INTO content_demo_spins (user_id, spin_id, bet_id, reels, stake_fen, payout_fen, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(ticket.userId, request.spin_id, row.bet_id, row.reels, row.stake_fen, row.payout_fen, now.getTime());
      return answer(row);
    })
    .immediate();
}
