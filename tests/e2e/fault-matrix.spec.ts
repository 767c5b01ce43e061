// The fault matrix in the browser (its own project, "faults"): each fault kind on one route of each layout, as a member,
// in Chromium's own network stack, with the page's real clock driven by Playwright. Every route of the registry under
// every fault, as a member and as a visitor, is checked below the browser (tests/component/faults: the same screens,
// client and query cache, the faults answered at fetch); here the browser shows it holds the same way: each loading
// call says its category (in the failed block, or the red toast; offline, the offline bar says it and no red toast
// does), every placeholder ends, no success is toasted, no blank page, nothing thrown, and the retry brings the screen
// back once the fault is gone.
import { expect, test } from '@playwright/test';
import { screens } from '../../screens.config';
import { FAULTS, FaultyPhone, wordsOn, type Fault } from './faults/matrix';
import { createMember } from './support';

/** One route of each layout of the registry, each making several calls as it loads. */
const ROUTES: Record<string, string> = { main: '/activity', top: '/withdrawal' };
for (const [layout, path] of Object.entries(ROUTES)) {
  if (screens.find((screen) => screen.path === path)?.layout !== layout) throw new Error(`${path} is not a route of the ${layout} layout`);
}
// A route under seven faults takes about 20 s on a quiet machine.
test.describe.configure({ timeout: 120_000 });

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

for (const [layout, path] of Object.entries(ROUTES)) {
  test(`${path} (${layout} layout): every loading call under every fault says its category and recovers`, async ({ page, context }) => {
    const role = 'member';
    const phone = new FaultyPhone(page, context);
    await phone.start();
    const { token } = await createMember(page.request);
    await page.addInitScript((t) => localStorage.setItem('app.token', t), token);
    await page.goto('/#/');
    await phone.settle();
    await phone.learnIdleCalls();
    const failures: string[] = [];
    const row: string[] = [];
    await phone.set(null);
    await phone.goto('/');
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
      if (!calls.length) failures.push(`${path} ${fault.name}: no call was faulted`);
      row.push(`${fault.name}:${calls.length}${found.length ? '✗' : ''}`);
      for (const problem of found) failures.push(`${role} ${path} ${fault.name}: ${problem}`);
    }
    for (const problem of await recovers(phone)) failures.push(`${role} ${path} recovery: ${problem}`);
    const uncaught = phone.errors.splice(0);
    if (uncaught.length) failures.push(`${role}: uncaught ${uncaught.join(' | ')}`);
    console.log(`fault matrix in the browser (${layout} layout): ${path} × ${FAULTS.length} faults (fault:calls faulted, ✗ failed)\n  ${row.join(' ')}${failures.length ? `\n${failures.join('\n')}` : ''}`);
    expect(failures).toEqual([]);
  });
}
