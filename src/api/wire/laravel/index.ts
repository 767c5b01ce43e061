// The Laravel dialect (the operators' existing back end, endian001/javaxiangmu): one decoder per contract operation,
// filed by area, the request encoders where its fields differ, and what it lacks.
import type { Dialect } from '../types';
import { contentDecoders } from './content';
import { gameDecoders, LARAVEL_GAME_TYPE } from './games';
import { promotionDecoders } from './promotions';
import { recordDecoders, recordEncoders } from './records';
import { sessionDecoders } from './session';
import { walletDecoders } from './wallet';

export const laravelDialect: Dialect = {
  name: 'laravel',
  // No lottery-room calls and no room WebSocket: a lottery platform opens as a third-party game.
  // Registration takes passwords (and pay passwords) of 8 characters or more (AuthController.php:40-46).
  capabilities: { lotteryRooms: false, registerPasswordMin: 8 },
  decoders: { ...sessionDecoders, ...contentDecoders, ...gameDecoders, ...promotionDecoders, ...walletDecoders, ...recordDecoders },
  encoders: { ...recordEncoders },
  absent: [
    'POST /api/lotteryList',
    'POST /api/lotteryRoom',
    'GET /api/lotteryRoom',
    'POST /api/lotteryOrder',
    // It exists, but its answer lacks the member's id, deposits and VIP name; nothing on screen needs it.
    'POST /api/refreshusermoney',
  ],
  gameType: (category) => LARAVEL_GAME_TYPE[category],
};
