// Each main mutation under every fault (./mutations.tsx), one test a mutation on a phone of its own.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inProcessServer, type InProcessServer } from '../support/inProcessServer';
import { faultsOf, fundedMember, MUTATIONS, tapThrough, tapUnder } from './mutations';
import { FaultyPhone } from './phone';

describe('fault matrix, mutations', () => {
  let server: InProcessServer;
  let phone: FaultyPhone;
  beforeEach(async () => {
    server = await inProcessServer();
  });
  afterEach(async () => {
    await phone?.stop();
    await server.close();
  });

  for (const mutation of MUTATIONS) {
    const faults = faultsOf(mutation);
    it(`${mutation.name} under ${faults.length} faults: the category's words, the form kept, the button back, one call, no money moved, then a tap that works`, { timeout: 60_000 }, async () => {
      const member = await fundedMember(server);
      await mutation.prepare?.(server, member);
      phone = new FaultyPhone(server);
      phone.start(member.token);
      phone.only = mutation.path;
      await phone.open(mutation.at);
      const filled = await mutation.fill(phone, member);
      const failures: string[] = [];
      for (const fault of faults) failures.push(...(await tapUnder(phone, server, mutation, filled, member, fault)));
      failures.push(...(await tapThrough(phone, mutation, filled)));
      console.log(`fault matrix (mutations): ${mutation.name} × ${faults.length} faults${failures.length ? `\n${failures.join('\n')}` : ', all held'}`);
      expect(failures).toEqual([]);
    });
  }
});
