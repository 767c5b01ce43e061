// Mounts every contract operation: authentication by the contract's security, validation by its schemas,
// then the handler. An operation without a handler stops the server at start, named, rather than answering later.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveToken } from '../auth/tokens';
import type { Contract } from '../contract/load';
import type { Deps } from './deps';
import { msg } from '../base/messages';
import { findUserById } from '../users/repo';
import { unauthorized } from '../base/errors';
import type { Handler, HandlerMap, OperationId } from './operation';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

export function registerOperations(app: FastifyInstance, contract: Contract, handlers: HandlerMap, deps: Deps): void {
  const missing = unimplementedOperations(contract, handlers);
  if (missing.length > 0) throw new Error(`openapi.yaml has operations no server handler implements: ${missing.join(', ')}`);
  for (const op of contract.operations) {
    const handler = handlers[op.operationId as OperationId] as Handler<OperationId>;
    if ((handler.auth === 'visitor') !== op.isPublic) {
      throw new Error(`${op.operationId}: the handler's auth (${handler.auth}) differs from the contract's security`);
    }
    app.route({
      method: op.method,
      url: op.path,
      handler: async (request) => {
        const token = bearerToken(request);
        const now = deps.clock.now();
        const userId = token ? resolveToken(deps.db, token, now) : null;
        const member = userId === null ? null : (findUserById(deps.db, userId) ?? null);
        if (!op.isPublic && !member) throw unauthorized(token ? msg.sessionExpired : msg.loginRequired);
        const ctx = {
          body: (op.body?.multipart ? request.body : deps.validator.body(op, request.body)) as never,
          query: deps.validator.query(op, request.query) as never,
          deps,
          token,
          ip: request.ip,
          request,
        };
        // The contract's security decided above whether member may be null; the handler's type says the same.
        const run = handler.run as (c: typeof ctx & { member: typeof member }) => ReturnType<Handler<OperationId>['run']>;
        const result = await run({ ...ctx, member });
        return { code: 200, message: result.message ?? msg.ok, data: result.data ?? null };
      },
    });
  }
}

/** Operation ids the contract has and no handler implements yet. */
export function unimplementedOperations(contract: Contract, handlers: HandlerMap): string[] {
  return contract.operations
    .map((op) => op.operationId)
    .filter((id) => !handlers[id as OperationId])
    .sort();
}
