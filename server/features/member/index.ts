import type { ServerFeature } from '../feature';
import { memberHandlers } from './handlers';
import { memberMigrations } from './migrations';
import { startVipLadder } from './vipLadder';

export const member = { name: 'member', handlers: memberHandlers, migrations: memberMigrations, start: startVipLadder } satisfies ServerFeature;
