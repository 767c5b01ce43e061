// Content: the hall's platforms and banners, slot games and game launch, notices, articles and the VIP ladder.
import type { ServerFeature } from '../feature';
import { contentHandlers } from './content';
import { demoGameRoutes } from './demoGame/routes';
import { pruneTickets } from './demoGame/tickets';
import { gameHandlers } from './games';
import { contentMigrations } from './migrations';
import { seedContent } from './seed';

const TICKET_PRUNE_EVERY_MS = 10 * 60 * 1000;

export const content = {
  name: 'content',
  migrations: contentMigrations,
  handlers: { ...gameHandlers, ...contentHandlers },
  seed: seedContent,
  // The demo game page's balance and spins (real bets from the venue wallet), outside the contract.
  routes: demoGameRoutes,
  // Launch tickets that expired or whose session ended are deleted now and then.
  start(deps) {
    const timer = setInterval(() => pruneTickets(deps.db, deps.clock.now()), TICKET_PRUNE_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  },
} satisfies ServerFeature;
