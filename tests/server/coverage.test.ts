// Drift between openapi.yaml and the reference server is caught early: an operation without a handler stops the
// server at start, naming it, and a handler whose answer breaks the contract fails with the operation and field named.
import { describe, expect, it } from 'vitest';
import { ContractBreach } from '../../server/contract/answers';
import { loadConfig } from '../../server/base/config';
import { buildApp } from '../../server/app';
import { loadContract } from '../../server/contract/load';
import { allHandlers } from '../../server/features/registry';
import { unimplementedOperations } from '../../server/http/register';
import type { HandlerMap } from '../../server/http/operation';
import { startServer } from './harness';

const quiet = { ...loadConfig({}), dbPath: ':memory:', logLevel: 'silent' };

describe('contract coverage of the reference server', () => {
  it('implements every operation of the contract', () => {
    expect(unimplementedOperations(loadContract(), allHandlers())).toEqual([]);
  });

  it('refuses to start when an operation of the contract has no handler, naming it', async () => {
    const { getservicerurl: _dropped, ...handlers } = allHandlers();
    await expect(buildApp(quiet, undefined, handlers)).rejects.toThrow(/no server handler implements: getservicerurl$/);
  });

  it('fails an answer with a wrong field type, naming the operation and the field', async () => {
    // The type system forbids this handler; the cast stands for a handler that drifted at run time (a database row).
    const drifted = {
      ...allHandlers(),
      getservicerurl: { auth: 'visitor', run: () => ({ data: { url: 42 } }) },
    } as unknown as HandlerMap;
    const server = await startServer({}, drifted);
    const failure = await server.api('/api/getservicerurl').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractBreach);
    expect((failure as ContractBreach).message).toMatch(/^getservicerurl answered outside the contract: \/data\/url must be string/);
    await server.close();
  });

  it('answers that breach with a 500 and no data, so a player never sees the drifted answer', async () => {
    const drifted = {
      ...allHandlers(),
      getservicerurl: { auth: 'visitor', run: () => ({ data: { url: 42 } }) },
    } as unknown as HandlerMap;
    const { app } = await buildApp(quiet, undefined, drifted);
    const answer = await app.inject({ method: 'POST', url: '/api/getservicerurl' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ code: 500, data: null });
    await app.close();
  });

  it('does not check answers in production, where the check costs time and a drift must not become an outage', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).checkAnswers).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).checkAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', CHECK_ANSWERS: '1' }).checkAnswers).toBe(true);
    const drifted = {
      ...allHandlers(),
      getservicerurl: { auth: 'visitor', run: () => ({ data: { url: 42 } }) },
    } as unknown as HandlerMap;
    const { app } = await buildApp({ ...quiet, checkAnswers: false }, undefined, drifted);
    expect((await app.inject({ method: 'POST', url: '/api/getservicerurl' })).statusCode).toBe(200);
    await app.close();
  });
});
