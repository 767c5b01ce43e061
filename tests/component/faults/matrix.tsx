// The fault matrix below the browser: every route of the registry, as a member and, where it is open, as a visitor;
// every /api call the route makes while it loads on a fresh page, answered with each fault of tests/shared/faults.ts.
// Each screen must say the fault's words (in its failed block, or its red toast; offline, the offline bar says it and
// no red toast does), end every placeholder, toast no success, leave no blank page and throw nothing, and come back
// through its retry once the fault is gone. The routes are shared among a few files (./*.test.tsx), which Vitest runs
// side by side; each prints its rows, and ./coverage.test.ts the whole count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../../../screens.config';
import { FAULTS, wordsOn, type Fault } from '../../shared/faults';
import { shareOf } from '../../shared/routes';
import { inProcessServer, type InProcessServer } from '../support/inProcessServer';
import { FaultyPhone } from './phone';

export type Role = 'member' | 'visitor';

/** How many files share each role's routes (a member has every route, a visitor those open to all). */
export const SHARDS: Record<Role, number> = { member: 4, visitor: 2 };

/** FAULT_ROUTES=/recharge,/ narrows the matrix while working on a screen. */
const only = process.env.FAULT_ROUTES?.split(',');

/** The routes a role walks: every route for a member, those open to all for a visitor. */
export const routesFor = (role: Role): string[] =>
  screens.filter((screen) => role === 'member' || screen.guard === 'none').map((screen) => screen.path);

/** What is wrong with the screen at `path` under `fault` (empty: nothing). */
async function problems(phone: FaultyPhone, path: string, fault: Fault): Promise<string[]> {
  const found: string[] = [];
  const words = wordsOn(path, fault);
  if (!(await phone.settle())) found.push('a placeholder never ended');
  const calls = [...phone.faulted];
  const blocks = phone.failedBlocks();
  let toasts = phone.toasts();
  for (const said of blocks) if (said !== words) found.push(`failed block says "${said}"`);
  if (toasts.some((toast) => toast.startsWith('success:'))) found.push(`success toast ${toasts.join(' | ')}`);
  const barSays = fault.bar ? phone.barSays(fault.bar) : false;
  if (fault.bar && !barSays) found.push('the offline bar does not show');
  if (fault.bar && toasts.includes(`fail:${words}`)) found.push('a red toast says it again under the offline bar');
  const unsaid = () => calls.length > 0 && !blocks.length && !barSays && !toasts.includes(`fail:${words}`);
  if (unsaid()) toasts = toasts.concat(await phone.lateToasts(`fail:${words}`));
  // A screen that kept what it had (a fallback, a cached part) may stay quiet only when nothing it shows failed.
  if (unsaid()) found.push(`calls ${calls.join(',')} failed and neither a block nor a toast says so (toasts: ${toasts.join(' | ') || 'none'})`);
  if (!phone.text()) found.push('blank page');
  return found;
}

/** Gone fault: each failed block's retry brings the screen back, with no failed block left. */
async function recovers(phone: FaultyPhone): Promise<string[]> {
  await phone.set(null);
  for (let i = 0; i < 4 && phone.retryButtons().length > 0; i += 1) {
    await phone.tap(phone.retryButtons()[0]!);
    await phone.settle();
  }
  const left = phone.failedBlocks();
  phone.toasts();
  return left.length ? [`after the retry still failed: ${left.join(' | ')}`] : [];
}

/** The route asks its calls again under `fault`: through its failed blocks' retry, else by coming back to it. */
async function askAgain(phone: FaultyPhone, path: string, fault: Fault) {
  const retry = phone.retryButtons();
  if (retry.length > 0) {
    await phone.set(fault);
    await phone.tap(retry[0]!);
    return;
  }
  await phone.set(null);
  await phone.goto(path === '/' ? '/home' : '/');
  await phone.settle();
  phone.toasts();
  await phone.set(fault);
  await phone.goto(path);
}

/** Every fault on `path` in turn, on a page opened afresh (the route's first calls), then the recovery. */
async function walkRoute(phone: FaultyPhone, role: Role, path: string): Promise<{ row: string; failures: string[] }> {
  const cells: string[] = [];
  const failures: string[] = [];
  await phone.set(null);
  await phone.open(path === '/' ? '/home' : '/');
  phone.toasts();
  for (const [index, fault] of FAULTS.entries()) {
    if (index === 0) {
      await phone.set(fault);
      await phone.goto(path);
    } else {
      await askAgain(phone, path, fault);
    }
    const found = await problems(phone, path, fault);
    const calls = [...phone.faulted];
    cells.push(`${fault.name}:${calls.length ? calls.length : '-'}${found.length ? '✗' : ''}`);
    for (const problem of found) failures.push(`${role} ${path} ${fault.name}: ${problem}`);
  }
  for (const problem of await recovers(phone)) failures.push(`${role} ${path} recovery: ${problem}`);
  const uncaught = phone.errors.splice(0);
  if (uncaught.length) failures.push(`${role} ${path}: uncaught ${uncaught.join(' | ')}`);
  return { row: `  ${path.padEnd(18)} ${cells.join(' ')}`, failures };
}

/** The tests of one file: its share of the role's routes, one test a route, and the rows printed at the end. */
export function faultMatrixShard(role: Role, shard: number) {
  const mine = shareOf(routesFor(role), SHARDS[role], shard).filter((path) => !only || only.includes(path));
  describe(`fault matrix, ${role} routes ${shard + 1}/${SHARDS[role]}`, () => {
    let server: InProcessServer;
    let phone: FaultyPhone;
    const rows: string[] = [];
    beforeAll(async () => {
      server = await inProcessServer();
      phone = new FaultyPhone(server);
      phone.start(role === 'member' ? (await server.member()).token : null);
      await phone.open('/');
      await phone.learnIdleCalls();
    });
    afterAll(async () => {
      await phone?.stop();
      await server?.close();
      console.log(`fault matrix (${role} ${shard + 1}/${SHARDS[role]}): ${mine.length} routes × ${FAULTS.length} faults = ${mine.length * FAULTS.length} cells (fault:calls faulted, ✗ failed)\n${rows.join('\n')}`);
    });
    for (const path of mine) {
      it(`${path}: every loading call under every fault says its category, and the screen recovers`, { timeout: 60_000 }, async () => {
        const { row, failures } = await walkRoute(phone, role, path);
        rows.push(row);
        expect(failures).toEqual([]);
      });
    }
  });
}
