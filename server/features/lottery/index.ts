// Lottery rooms: lotteries and their rooms, periods drawn on the server's clock, bet slips settled through the core
// bets, and a chat over WebSocket. See runtime.ts for the engine, socket.ts for /wss.
import type { ServerFeature } from '../feature';
import { lotteryAdmin } from './admin';
import { lotteryHandlers } from './handlers';
import { lotteryMigrations } from './migrations';
import { lotteryRuntime } from './runtime';
import { seedLottery } from './seed';
import { registerRoomSocket } from './socket';

export const lottery: ServerFeature = {
  name: 'lottery',
  migrations: lotteryMigrations,
  handlers: lotteryHandlers,
  admin: lotteryAdmin,
  seed: seedLottery,
  routes: (app, deps) => registerRoomSocket(app, deps, lotteryRuntime(deps)),
  start(deps) {
    const runtime = lotteryRuntime(deps);
    const tick = () => {
      try {
        runtime.tick();
      } catch (error) {
        console.error('lottery scheduler tick failed', error);
      }
    };
    tick();
    const timer = setInterval(tick, runtime.config.tickMs);
    timer.unref();
    return () => {
      clearInterval(timer);
      runtime.hub.closeAll();
    };
  },
};
