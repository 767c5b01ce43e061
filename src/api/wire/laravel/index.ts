// The Laravel dialect (the operators' existing back end, endian001/javaxiangmu): one decoder per contract operation,
// filed by area, the request encoders where its fields differ, and what it lacks.
import type { Dialect } from '../types';
import { contentDecoders } from './content';
import { gameDecoders } from './games';
import { promotionDecoders } from './promotions';
import { recordDecoders, recordEncoders } from './records';
import { sessionDecoders } from './session';
import { walletDecoders } from './wallet';

export const laravelDialect: Dialect = {
  name: 'laravel',
  decoders: { ...sessionDecoders, ...contentDecoders, ...gameDecoders, ...promotionDecoders, ...walletDecoders, ...recordDecoders },
  encoders: { ...recordEncoders },
  // No lottery-room calls (nor the room WebSocket; see capabilities.ts).
  absent: [
    'POST /api/lotteryList',
    'POST /api/lotteryRoom',
    'GET /api/lotteryRoom',
    'POST /api/lotteryOrder',
    // It exists, but its answer lacks the member's id, deposits and VIP name, and the captured back end fails it with
    // a 500 (it calls a method defined nowhere): the balance refresh falls back to /api/user (session/refreshMoney.ts).
    'POST /api/refreshusermoney',
  ],
};
