// Lottery rooms: lotteries and their rooms, periods drawn on the server's clock, bet slips settled through the core
// bets, and a chat over WebSocket. See runtime.ts for the engine, socket.ts for /wss.
import { onSessionsEnded } from '../../auth/sessionEvents';
import type { ServerFeature } from '../feature';
import { lotteryAdmin } from './admin';
import { pruneChat } from './chat';
import { lotteryHandlers } from './handlers';
import { lotteryMigrations } from './migrations';
import { lotteryRuntime } from './runtime';
import { seedLottery } from './seed';
import { registerRoomSocket } from './socket';

/** How often old chat lines are deleted. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export const lottery = {
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
    // A socket lives no longer than its session: logout, a password change or the admin's expire-tokens close it.
    const stopListening = onSessionsEnded(deps.db, (ended) => runtime.hub.endSessions(ended));
    const prune = setInterval(() => pruneChat(deps.db, deps.clock.now()), PRUNE_EVERY_MS);
    prune.unref();
    return () => {
      stopListening();
      clearInterval(prune);
      clearInterval(timer);
      runtime.hub.closeAll();
    };
  },
} satisfies ServerFeature;
