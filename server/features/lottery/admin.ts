// The lottery rows of DESIGN.md's admin table: draw a room's lottery now; drop every room socket.
import type { AdminRoute } from '../../admin/register';
import { notFound } from '../../base/errors';
import { lotteryMsg } from './messages';
import { findLottery, findRoom, openPeriodOf } from './repo';
import { lotteryRuntime } from './runtime';

export const lotteryAdmin: Record<string, AdminRoute> = {
  '/admin/lottery/draw': {
    schema: { type: 'object', required: ['room_id'], properties: { room_id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
    run: (body, deps) => {
      const room = findRoom(deps.db, body.room_id as number);
      const lottery = room && findLottery(deps.db, room.lottery);
      if (!lottery) throw notFound(lotteryMsg.roomNotFound);
      const drawn = lotteryRuntime(deps).drawNow(lottery);
      return {
        lottery: lottery.name,
        expect: drawn?.period.expect ?? null,
        numbers: drawn?.numbers ?? null,
        settled: drawn?.settled ?? 0,
        next: openPeriodOf(deps.db, lottery.name)?.expect ?? null,
      };
    },
  },
  '/admin/sockets/drop': {
    schema: { type: 'object' },
    run: (_body, deps) => ({ dropped: lotteryRuntime(deps).hub.dropAll() }),
  },
};
