// The demo game page's own calls, outside the contract: its venue balance and a spin. The page runs in a sandboxed
// frame (an opaque origin, no session), so these answer any origin (no cookies are involved) and take the launch
// ticket in the body, never in a URL that could reach a log.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { JsonSchema } from '../../../contract/load';
import type { Deps } from '../../../http/deps';
import { msg } from '../../../base/messages';
import { contentMsg } from '../messages';
import { liveTicket, spin, venueBalance, type SpinRequest } from './spin';

export const DEMO_GAME_PATHS = { balance: '/game-demo/balance', spin: '/game-demo/spin' } as const;

const TICKET = { type: 'string', minLength: 20, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', 'x-message': contentMsg.ticketInvalid };
const BALANCE_BODY: JsonSchema = { type: 'object', required: ['ticket'], properties: { ticket: TICKET } };
const SPIN_BODY: JsonSchema = {
  type: 'object',
  required: ['ticket', 'spin_id', 'stake'],
  properties: {
    ticket: TICKET,
    spin_id: { type: 'string', pattern: '^[A-Za-z0-9-]{8,40}$' },
    stake: { type: 'string', pattern: '^\\d{1,9}(\\.\\d{1,2})?$', 'x-message': contentMsg.stakeRange },
  },
};

const allowAnyOrigin = async (_request: unknown, reply: FastifyReply) => {
  reply.header('access-control-allow-origin', '*');
  reply.header('vary', 'origin');
};

export function demoGameRoutes(app: FastifyInstance, deps: Deps): void {
  for (const path of Object.values(DEMO_GAME_PATHS)) {
    app.options(path, { onRequest: allowAnyOrigin }, async (_request, reply) =>
      reply
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .status(204)
        .send(),
    );
  }

  app.post(DEMO_GAME_PATHS.balance, { onRequest: allowAnyOrigin }, async (request) => {
    deps.validator.check('content:demo-balance', BALANCE_BODY, request.body ?? {});
    const ticket = liveTicket(deps, (request.body as { ticket: string }).ticket);
    return { code: 200, message: msg.ok, data: { balance: venueBalance(deps, ticket), platform: ticket.platform } };
  });

  app.post(DEMO_GAME_PATHS.spin, { onRequest: allowAnyOrigin }, async (request) => {
    deps.validator.check('content:demo-spin', SPIN_BODY, request.body ?? {});
    const result = spin(deps, request.body as SpinRequest);
    const won = result.payout !== '0.00';
    return { code: 200, message: won ? contentMsg.spinWon(result.payout) : contentMsg.spinLost, data: result };
  });
}
