// The fault matrix (its own project, "faults"): every route of the registry, as a member and, where it is open, as a
// visitor; every /api call the route makes while it loads, found by observing it, answered with each fault of
// ./faults/matrix.ts. Each screen must say the category's words (in its failed block, or its red toast; offline, the
// offline bar says it and no red toast does), end every placeholder, toast no success, leave no blank page and throw
// nothing, and come back through its retry once the fault is gone. One phone per role, moving in the app (no reload);
// the hang is carried past the client's timeout by the page's clock. It prints the routes × faults tried and failed.
import { expect, test, type Page } from '@playwright/test';
import { screens } from '../../screens.config';
import { FAULTS, FaultyPhone, wordsOn, type Fault } from './faults/matrix';
import { shareOf } from './support';

// Each test walks eight routes or so under seven faults each (a few seconds a route on a free machine; 3 minutes a
// test alone on 2 cores): the timeout leaves room for a machine three times as slow.
test.describe.configure({ timeout: 600_000 });

type Role = 'member' | 'visitor';
/**
 * Each role's routes split in this many tests, so the workers share them and each test ends well within its timeout
 * (a member has every route, a visitor those open to all). On slow CI days a member's test of six routes took up to
 * 438 s beside the suite's other heavy tests: five routes a test keep that near half the timeout.
 */
const SHARDS: Record<Role, number> = { member: 10, visitor: 4 };

/** FAULT_ROUTES=/recharge,/ narrows the matrix while working on a screen. */
const only = process.env.FAULT_ROUTES?.split(',');
const routesFor = (role: Role) =>
  screens.filter((screen) => (role === 'member' || screen.guard === 'none') && (!only || only.includes(screen.path))).map((screen) => screen.path);

async function signIn(page: Page, role: Role) {
  if (role === 'visitor') return;
  const request = page.request;
  const name = `fm${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const password = 'pass1234';
  const registered = (await (await request.post('/api/register', { data: { name, realname: name, password, confirmPass: password, paypassword: password, code: 'e2e' } })).json()) as { code: number };
  expect(registered.code).toBe(200);
  const login = (await (await request.post('/api/login_pc', { data: { name, password } })).json()) as { data: { api_token: string } };
  await page.addInitScript((token) => localStorage.setItem('app.token', token), login.data.api_token);
}

/** What is wrong with the screen at `path` under `fault` (empty: nothing). */
async function problems(phone: FaultyPhone, path: string, fault: Fault): Promise<string[]> {
  const found: string[] = [];
  const words = wordsOn(path, fault);
  if (!(await phone.settle())) found.push('a placeholder never ended');
  const calls = [...phone.faulted];
  const blocks = await phone.failedBlocks();
  let toasts = await phone.toasts();
  for (const said of blocks) if (said !== words) found.push(`failed block says "${said}"`);
  if (toasts.some((toast) => toast.startsWith('success:'))) found.push(`success toast ${toasts.join(' | ')}`);
  const barSays = fault.bar ? await phone.barSays(fault.bar) : false;
  if (fault.bar && !barSays) found.push('the offline bar does not show');
  if (fault.bar && toasts.includes(`fail:${words}`)) found.push('a red toast says it again under the offline bar');
  const unsaid = () => calls.length > 0 && !blocks.length && !barSays && !toasts.includes(`fail:${words}`);
  if (unsaid()) toasts = toasts.concat(await phone.lateToasts(`fail:${words}`));
  if (unsaid()) {
    // A screen that kept what it had (a fallback, a cached part) may stay quiet only when nothing it shows failed.
    found.push(`calls ${calls.join(',')} failed and neither a block nor a toast says so (toasts: ${toasts.join(' | ') || 'none'})`);
  }
  const text = (await phone.page.locator('#root').innerText()).trim();
  if (!text) found.push('blank page');
  return found;
}

/** Gone fault: each failed block's retry brings the screen back, with no failed block left. */
async function recovers(phone: FaultyPhone): Promise<string[]> {
  await phone.set(null);
  for (let i = 0; i < 4 && (await phone.retryButtons().count()) > 0; i += 1) {
    await phone.retryButtons().first().click({ timeout: 3_000 }).catch(() => undefined);
    await phone.settle();
  }
  const left = await phone.failedBlocks();
  await phone.toasts();
  return left.length ? [`after the retry still failed: ${left.join(' | ')}`] : [];
}

/** The route asks its calls again under `fault`: through its failed blocks' retry, else by coming back to it. */
async function askAgain(phone: FaultyPhone, path: string, fault: Fault) {
  const retry = phone.retryButtons();
  if ((await retry.count()) > 0) {
    await phone.set(fault);
    await retry.first().click({ timeout: 3_000 }).catch(() => undefined);
    return;
  }
  await phone.set(null);
  await phone.goto(path === '/' ? '/home' : '/');
  await phone.settle();
  await phone.toasts();
  await phone.set(fault);
  await phone.goto(path);
}

for (const role of ['member', 'visitor'] as const) {
  const routes = routesFor(role);
  const shards = SHARDS[role];
  for (let shard = 0; shard < shards; shard += 1) {
    const mine = shareOf(routes, shards, shard);
    test(`${role} routes ${shard + 1}/${shards}: every loading call under every fault says its category and recovers`, async ({ page, context }) => {
      const phone = new FaultyPhone(page, context);
      await phone.start();
      await signIn(page, role);
      await page.goto('/#/');
      await phone.settle();
      await phone.learnIdleCalls();
      const failures: string[] = [];
      const lines: string[] = [];
      let tried = 0;
      const started = Date.now();
      for (const path of mine) {
        const row: string[] = [];
        await phone.set(null);
        await phone.goto(path === '/' ? '/home' : '/');
        await phone.settle();
        await phone.toasts();
        for (const [index, fault] of FAULTS.entries()) {
          if (index === 0) {
            await phone.set(fault);
            await phone.goto(path);
          } else {
            await askAgain(phone, path, fault);
          }
          const found = await problems(phone, path, fault);
          const calls = [...phone.faulted];
          tried += 1;
          if (process.env.FAULT_DEBUG) console.log(path, fault.name, calls.join(','), found.join('; '), Date.now() - started);
          row.push(`${fault.name}:${calls.length ? calls.length : '-'}${found.length ? '✗' : ''}`);
          for (const problem of found) failures.push(`${role} ${path} ${fault.name}: ${problem}`);
        }
        // The fault gone, the retry brings the screen back.
        for (const problem of await recovers(phone)) failures.push(`${role} ${path} recovery: ${problem}`);
        lines.push(`  ${path.padEnd(18)} ${row.join(' ')}`);
        if (process.env.FAULT_DEBUG) console.log(lines[lines.length - 1]);
      }
      const uncaught = phone.errors.splice(0);
      if (uncaught.length) failures.push(`${role}: uncaught ${uncaught.join(' | ')}`);
      console.log(
        `fault matrix (${role} ${shard + 1}/${shards}): ${mine.length} routes × ${FAULTS.length} faults, ${tried} tried, ${failures.length} failed` +
          ` (fault:calls faulted, ✗ failed)\n${lines.join('\n')}${failures.length ? `\n${failures.join('\n')}` : ''}`,
      );
      expect(failures).toEqual([]);
    });
  }
}
