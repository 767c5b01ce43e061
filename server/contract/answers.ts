// The server checks its own answers against the contract (development and tests; off in production), so a handler
// that drifts from openapi.yaml fails loudly, naming the operation and the field, instead of misleading the client.
import type { FastifyInstance } from 'fastify';
import type { Contract } from './load';
import type { ContractValidator } from './validator';

/** A 200 answer that breaks the contract: the error handler logs it and answers 500. */
export class ContractBreach extends Error {
  constructor(
    readonly operationId: string,
    /** The JSON pointer of the wrong field and what is wrong with it, as ajv says it. */
    readonly problem: string,
  ) {
    super(`${operationId} answered outside the contract: ${problem}`);
    this.name = 'ContractBreach';
  }
}

export function checkAnswers(app: FastifyInstance, contract: Contract, validator: ContractValidator): void {
  const byRoute = new Map(contract.operations.map((op) => [`${op.method} ${op.path}`, op.operationId]));
  app.addHook('preSerialization', async (request, reply, payload) => {
    const operationId = byRoute.get(`${request.method} ${request.routeOptions.url}`);
    // Error envelopes come from the one error path, not from handlers; only the handlers' answers can drift.
    if (!operationId || reply.statusCode !== 200) return payload;
    const problem = validator.responseError(operationId, 200, payload);
    if (problem) throw new ContractBreach(operationId, problem);
    return payload;
  });
}

