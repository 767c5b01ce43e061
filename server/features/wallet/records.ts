// Records, newest first, paged: deposits (type 1), withdrawals (2), transfers into (3) and out of (4) the central
// wallet, read from the deposit and withdrawal rows and the ledger's transfer rows; and the member's bets.
import type { Deps } from '../../http/deps';
import { ok, type HandlerMap } from '../../http/operation';
import { formatBeijing } from '../../../core/beijingTime';
import { CENTRAL_WALLET, type DateCode } from '../../../core/constants';
import { formatFen } from '../../../core/money';
import { pageOf } from '../../http/paging';
import { dateCodeStart, PER_PAGE } from './shared';

interface RecordRow {
  out_trade_no: string;
  amount_fen: number;
  pay_way: string;
  state: 0 | 1 | 2 | 3;
  created_at: number;
}

type RecordType = 1 | 2 | 3 | 4;

/**
 * The SQL of each type: its rows of one member since a time. `venue` narrows transfers to one venue; deposits and
 * withdrawals belong to the central wallet, so a venue filter leaves them empty.
 */
function recordQuery(type: RecordType, venue: string): { sql: string; params: unknown[] } {
  if (type === 1 || type === 2) {
    const sql =
      type === 1
        ? 'SELECT deposit_no AS out_trade_no, amount_fen, paytype AS pay_way, state, created_at, id FROM deposits WHERE user_id = ? AND created_at >= ?'
        : "SELECT out_trade_no, amount_fen, CASE type WHEN 2 THEN 'usdt' ELSE 'bank' END AS pay_way, state, created_at, id FROM wallet_withdrawals WHERE user_id = ? AND created_at >= ?";
    return { sql: venue ? `${sql} AND 0` : sql, params: [] };
  }
  // Ledger moves are atomic, so every transfer recorded succeeded (state 1). The order number is the row's own.
  const [own, other] = type === 3 ? ['to', 'from'] : ['from', 'to'];
  const sql = `SELECT 'TR' || printf('%010d', id) AS out_trade_no, amount_fen, ${other}_wallet AS pay_way, 1 AS state, created_at, id
    FROM ledger WHERE user_id = ? AND created_at >= ? AND kind = 'transfer' AND ${own}_user = user_id AND ${own}_wallet = '${CENTRAL_WALLET}'
    ${venue ? `AND ${other}_wallet = ?` : ''}`;
  return { sql, params: venue ? [venue] : [] };
}

export function transRecords(deps: Deps, userId: number, query: { type: RecordType; date: DateCode; page: number; api_type?: string }) {
  const venue = query.api_type && query.api_type !== CENTRAL_WALLET ? query.api_type : '';
  const since = dateCodeStart(query.date, deps.clock.now());
  const { sql, params } = recordQuery(query.type, venue);
  const args = [userId, since, ...params];
  const total = deps.db.prepare(`SELECT COUNT(*) FROM (${sql})`).pluck().get(...args) as number;
  const { offset, limit, meta } = pageOf(query.page, total, PER_PAGE);
  const rows = deps.db
    .prepare(`${sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, limit, offset) as RecordRow[];
  const data = rows.map((r) => ({
    out_trade_no: r.out_trade_no,
    amount: formatFen(r.amount_fen),
    pay_way: r.pay_way,
    type: query.type,
    state: r.state,
    created_at: formatBeijing(new Date(r.created_at)),
  }));
  return { data, ...meta };
}

interface BetRow {
  bet_id: string;
  platform: string;
  plays: string;
  amount_fen: number;
  payout_fen: number;
  status: 0 | 1 | 2;
  created_at: number;
}

/** Win/loss of a settled bet is payout − stake; an unsettled or void bet has none yet (0.00). */
export function betRecords(deps: Deps, userId: number, query: { date: DateCode; page: number; api_type?: string }) {
  const since = dateCodeStart(query.date, deps.clock.now());
  const where = `user_id = ? AND created_at >= ?${query.api_type ? ' AND platform = ?' : ''}`;
  const args = query.api_type ? [userId, since, query.api_type] : [userId, since];
  const total = deps.db.prepare(`SELECT COUNT(*) FROM bets WHERE ${where}`).pluck().get(...args) as number;
  const { offset, limit, meta } = pageOf(query.page, total, PER_PAGE);
  const rows = deps.db
    .prepare(`SELECT * FROM bets WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, limit, offset) as BetRow[];
  const data = rows.map((b) => ({
    bet_id: b.bet_id,
    api_type: b.platform,
    plays: b.plays,
    bet_amount: formatFen(b.amount_fen),
    win_loss: formatFen(b.status === 1 ? b.payout_fen - b.amount_fen : 0),
    status: b.status,
    created_at: formatBeijing(new Date(b.created_at)),
  }));
  return { data, ...meta };
}

export const recordHandlers = {
  gettransrecord: {
    auth: 'member',
    run: ({ member, body, deps }) => ok(transRecords(deps, member.id, { type: body.type ?? 1, date: body.date ?? 4, page: body.page ?? 1, api_type: body.api_type })),
  },
  betrecord: {
    auth: 'member',
    run: ({ member, body, deps }) => ok(betRecords(deps, member.id, { date: body.date ?? 4, page: body.page ?? 1, api_type: body.api_type })),
  },
} satisfies HandlerMap;
