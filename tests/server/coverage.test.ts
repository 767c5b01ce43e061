// The reference server answers every operation of the contract; an operation without a handler would answer a clear
// 404 rather than crash.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../server/contract/load';
import { allHandlers } from '../../server/features/registry';
import { registerOperations, unimplementedOperations } from '../../server/http/register';
import { startServer } from './harness';

describe('contract coverage of the reference server', () => {
  it('implements every operation of the contract', () => {
    expect(unimplementedOperations(loadContract(), allHandlers())).toEqual([]);
  });

  it('would answer an operation without a handler with a clear 404, not a crash', async () => {
    const server = await startServer();
    const bare = Fastify();
    bare.setErrorHandler((error: { status?: number; message: string }, _request, reply) =>
      reply.status(error.status ?? 500).send({ code: error.status ?? 500, message: error.message, data: null }),
    );
    registerOperations(bare, server.contract, {}, server.deps);
    const answer = await bare.inject({ method: 'POST', url: '/api/lotteryList' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 404, message: '该功能暂未开放' });
    await bare.close();
    await server.close();
  });
});
