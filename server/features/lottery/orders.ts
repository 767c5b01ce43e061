// A bet slip: validated against the room's open period and plays, then every line placed as a core bet from the
// central wallet, all or nothing, in one transaction with no await between reading the balance and moving money.
import { randomBytes } from 'node:crypto';
import { newBetId, placeBet } from '../../bets';
import type { Deps } from '../../http/deps';
import { notFound, refused } from '../../base/errors';
import type { RequestBody, ResponseData } from '../../http/operation';
import { central } from '../../ledger/ledger';
import type { UserRow } from '../../users/repo';
import { SPECIAL_NUMBER_MAX, SPECIAL_NUMBER_MIN } from '../../../core/constants';
import { formatFen, parseFen } from '../../../core/money';
import { lotteryMsg } from './messages';
import { cutoffOf, findLottery, findRoom, groupsOf, itemsOf, platformOf, type GroupRow, type ItemRow } from './repo';
import type { LotteryRuntime } from './runtime';
import { LINE_MAX_FEN } from './wins';

type OrderBody = RequestBody<'lotteryOrder'>;
type OrderResult = ResponseData<'lotteryOrder'>;

interface Line {
  item: ItemRow;
  group: GroupRow;
  data: string;
  amountFen: number;
}

/** A special group takes a number 1-49 ("07" is 7); any other item takes its own title. */
function checkLine(line: OrderBody['order'][number], items: Map<number, ItemRow>, groups: Map<number, GroupRow>): Line {
  const item = items.get(line.id);
  const group = item && groups.get(item.group_id);
  if (!item || !group) throw refused(lotteryMsg.itemUnknown);
  const amountFen = parseFen(line.total);
  if (amountFen === null || amountFen <= 0) throw refused(lotteryMsg.badStake);
  if (amountFen > LINE_MAX_FEN) throw refused(lotteryMsg.stakeTooLarge);
  if (group.special) {
    const n = /^\d{1,2}$/.test(line.data) ? Number(line.data) : NaN;
    if (!(n >= SPECIAL_NUMBER_MIN && n <= SPECIAL_NUMBER_MAX)) throw refused(lotteryMsg.badNumber);
    return { item, group, data: String(n), amountFen };
  }
  if (line.data !== item.playtitle) throw refused(lotteryMsg.badData);
  return { item, group, data: item.playtitle, amountFen };
}

const newOrderNo = () => `L${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

function answer(deps: Deps, member: UserRow, order: { order_no: string; total_fen: number; expect: string }): OrderResult {
  return {
    order_no: order.order_no,
    expect: order.expect,
    total: formatFen(order.total_fen),
    balance: formatFen(deps.ledger.balance(central(member.id))),
  };
}

function findKeyed(deps: Deps, member: UserRow, key: string) {
  return deps.db
    .prepare(
      `SELECT o.order_no, o.total_fen, p.expect FROM lottery_orders o JOIN lottery_periods p ON p.id = o.period_id
       WHERE o.user_id = ? AND o.order_key = ?`,
    )
    .get(member.id, key) as { order_no: string; total_fen: number; expect: string } | undefined;
}

export function placeOrder(deps: Deps, runtime: LotteryRuntime, member: UserRow, body: OrderBody): OrderResult {
  const { db, ledger } = deps;
  const room = findRoom(db, body.room_id);
  const lottery = room && findLottery(db, room.lottery);
  if (!room || !lottery) throw notFound(lotteryMsg.roomNotFound);
  const platform = platformOf(db, lottery.name);
  if (!platform) throw refused(lotteryMsg.lotteryClosed);

  return db.transaction(() => {
    // A repeat of a slip already placed (double tap, retry after a lost answer) answers that slip.
    const repeat = body.order_key ? findKeyed(deps, member, body.order_key) : undefined;
    if (repeat) return answer(deps, member, repeat);

    const now = deps.clock.now();
    const period = runtime.ensureOpen(lottery, now);
    if (period.expect !== body.expect) throw refused(lotteryMsg.periodChanged);
    const cutoff = cutoffOf(room, runtime.periodSeconds(lottery));
    if (period.draws_at - now.getTime() < cutoff * 1000) throw refused(lotteryMsg.bettingClosed);

    const items = new Map(itemsOf(db, lottery.name).map((i) => [i.id, i]));
    const groups = new Map(groupsOf(db, lottery.name).map((g) => [g.id, g]));
    const lines = body.order.map((line) => checkLine(line, items, groups));
    const totalFen = lines.reduce((sum, l) => sum + l.amountFen, 0);

    const orderNo = newOrderNo();
    const orderId = db
      .prepare('INSERT INTO lottery_orders (order_no, order_key, user_id, room_id, period_id, total_fen, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(orderNo, body.order_key ?? null, member.id, room.id, period.id, totalFen, now.getTime()).lastInsertRowid;
    const insertLine = db.prepare('INSERT INTO lottery_lines (bet_id, order_id, item_id, data, odds_x100, amount_fen) VALUES (?, ?, ?, ?, ?, ?)');
    for (const line of lines) {
      const item = line.group.special ? `${line.item.playtitle} ${line.data}` : line.item.playtitle;
      const bet = placeBet(
        db,
        ledger,
        {
          userId: member.id,
          platform,
          categoryId: 'lottery',
          plays: lotteryMsg.plays(lottery.title, period.expect, line.group.name, item),
          amountFen: line.amountFen,
          from: central(member.id),
          betId: newBetId('LT'),
        },
        now,
      );
      insertLine.run(bet.bet_id, orderId, line.item.id, line.data, line.item.odds_x100, line.amountFen);
    }
    return answer(deps, member, { order_no: orderNo, total_fen: totalFen, expect: period.expect });
  }).immediate();
}
