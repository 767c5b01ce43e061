// Content: the hall's platforms and banners, slot games and game launch, notices, articles and the VIP ladder.
import type { ServerFeature } from '../feature';
import { contentHandlers } from './content';
import { demoGameRoutes } from './demoGame/routes';
import { gameHandlers } from './games';
import { contentMigrations } from './migrations';
import { seedContent } from './seed';

export const content: ServerFeature = {
  name: 'content',
  migrations: contentMigrations,
  handlers: { ...gameHandlers, ...contentHandlers },
  seed: seedContent,
  // The demo game page's balance and spins (real bets from the venue wallet), outside the contract.
  routes: demoGameRoutes,
};
