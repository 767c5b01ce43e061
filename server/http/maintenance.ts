// While the site is closed for maintenance (site_state 0) the player's screens show the repair text, but a page
// left open, or a script, could still move money. This one hook refuses those calls with the same repair text.
import type { FastifyInstance } from 'fastify';
import type { Contract } from '../contract/load';
import type { Deps } from './deps';
import { ApiError } from '../base/errors';
import type { OperationId } from './operation';
import { getSettings } from '../settings';

/** Calls that move money, place a bet (a game launch leads to one) or draw a red packet. */
export const MAINTENANCE_REFUSED: readonly OperationId[] = [
  'recharge',
  'withdraw',
  'transfer',
  'transall',
  'dofanshui',
  'lotteryOrder',
  'getGameUrl',
  'douserredpacket',
];

/** 503: the service is closed for now; the envelope's message is the operator's repair text. */
const MAINTENANCE_STATUS = 503;

export function registerMaintenanceGuard(app: FastifyInstance, contract: Contract, deps: Deps): void {
  const guarded = new Set(
    contract.operations.filter((op) => MAINTENANCE_REFUSED.includes(op.operationId as OperationId)).map((op) => `${op.method} ${op.path}`),
  );
  app.addHook('preHandler', async (request) => {
    if (!guarded.has(`${request.method} ${request.routeOptions.url}`)) return;
    const settings = getSettings(deps.db);
    if (settings.site_state === 0) throw new ApiError(MAINTENANCE_STATUS, settings.repair_tips);
  });
}
