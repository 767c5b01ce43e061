// /api/lotteryList, POST /api/lotteryRoom (rooms of a lottery), GET /api/lotteryRoom (a room), /api/lotteryOrder.
import type { Deps } from '../../http/deps';
import { notFound } from '../../base/errors';
import { ok, type HandlerMap, type ResponseData } from '../../http/operation';
import { formatBeijing } from '../../../core/beijingTime';
import { formatFen } from '../../../core/money';
import { recentChat } from './chat';
import { lotteryMsg } from './messages';
import { placeOrder } from './orders';
import { cutoffOf, drawnPeriodsOf, findLottery, findRoom, groupsOf, itemsOf, listLotteries, numbersOf, roomsOf } from './repo';
import { extendOf, lotteryRuntime } from './runtime';

/** How many drawn periods the history drop-down gets. */
const HISTORY = 20;

function roomData(deps: Deps, roomId: number): ResponseData<'lotteryRoom'> {
  const { db } = deps;
  const room = findRoom(db, roomId);
  const lottery = room && findLottery(db, room.lottery);
  if (!room || !lottery) throw notFound(lotteryMsg.roomNotFound);
  const runtime = lotteryRuntime(deps);
  const now = deps.clock.now();
  const open = runtime.ensureOpen(lottery, now);
  const drawn = drawnPeriodsOf(db, lottery.name, HISTORY);
  const last = drawn[0];
  const items = itemsOf(db, lottery.name);
  return {
    id: room.id,
    title: room.title,
    ftime: cutoffOf(room, runtime.periodSeconds(lottery)),
    lottery: {
      name: lottery.name,
      title: lottery.title,
      type: lottery.type,
      nowdata: {
        timeout: Math.max(0, Math.floor((open.draws_at - now.getTime()) / 1000)),
        nextexpect: open.expect,
        expect: last?.expect ?? '',
        last: last ? { extend: extendOf(numbersOf(last)) } : null,
      },
      openlist: drawn.map((p) => ({ expect: p.expect, opentime2: formatBeijing(new Date(p.drawn_at ?? p.draws_at)), extend: extendOf(numbersOf(p)) })),
    },
    playbox: groupsOf(db, lottery.name).map((g) => ({
      id: g.id,
      name: g.name,
      desc: g.description,
      special: g.special,
      childrens: items.filter((i) => i.group_id === g.id).map((i) => ({ id: i.id, playtitle: i.playtitle, odds: formatFen(i.odds_x100) })),
    })),
    chatdata: recentChat(db, room.id),
  };
}

export const lotteryHandlers = {
  lotteryList: {
    auth: 'visitor',
    run: ({ deps }) => ok(listLotteries(deps.db).map((l) => ({ name: l.name, title: l.title, type: l.type, img: l.img }))),
  },
  // An unknown lottery has no rooms: the screen says so (当前游戏无房间).
  lotteryRooms: {
    auth: 'visitor',
    run: ({ body, deps }) => {
      const runtime = lotteryRuntime(deps);
      return ok(
        roomsOf(deps.db, body.name).map((r) => ({ id: r.id, title: r.title, lottery_name: r.lottery, img: r.img, online: runtime.hub.online(r.id) })),
      );
    },
  },
  lotteryRoom: { auth: 'member', run: ({ query, deps }) => ok(roomData(deps, query.room_id)) },
  lotteryOrder: {
    auth: 'member',
    run: ({ member, body, deps }) => ok(placeOrder(deps, lotteryRuntime(deps), member, body), lotteryMsg.betPlaced),
  },
} satisfies HandlerMap;
