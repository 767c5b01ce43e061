// Accessibility: every route of the registry, as a visitor and as a member, scanned by axe-core at the phone's size.
// Serious and critical violations fail the run (names of controls, contrast, labels, ARIA, focusable scrollers...).
import { expect, test, type Page } from '@playwright/test';
import { screens } from '../../screens.config';
import { axeViolations } from './axe';
import { withSampleQuery } from './sampleQueries';
import { moveTo, openAnew, settled, watchRequests } from './screenSettled';
import { createMember, shareOf } from './support';

// Each batch scans a handful of routes; a busy machine (several suites at once) makes axe's contrast rule slow.
test.describe.configure({ timeout: 480_000 });

const ROUTES = screens.map((s) => withSampleQuery(s.path));
/** Routes in a few batches, so the two roles' batches share the workers and each stays well within its time. */
const BATCHES = 6;
const batch = (n: number) => shareOf(ROUTES, BATCHES, n);

const BLOCKING = new Set(['serious', 'critical']);
async function scan(page: Page, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  const requests = watchRequests(page);
  await openAnew(page, '/');
  for (const path of routes) {
    // In-app navigation (as a player moves): the app and its chunks stay loaded, so each route costs its own screen.
    await moveTo(page, path);
    // Its placeholders gone, its calls and chunks in (a toast's code loads on its first use), its toasts gone (one
    // fading out while axe runs is measured half-blended) and its dialogs done fading in.
    await settled(page, requests);
    const blockingNow = async () => (await axeViolations(page)).filter((x) => BLOCKING.has(x.impact ?? ''));
    let blocking = await blockingNow();
    if (blocking.length) {
      // A toast that came after the screen settled (a room's socket telling a visitor something) is measured while it
      // fades in, its words half-blended: what is still there once the screen has settled again is what a player sees.
      await settled(page, requests);
      blocking = await blockingNow();
    }
    for (const v of blocking) {
      const where = v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`)
        .join('; ');
      found.push(`${path} [${v.impact}] ${v.id}: ${v.help} — ${v.nodes.length} node(s): ${where}`);
    }
  }
  return found;
}

for (let n = 0; n < BATCHES; n += 1) {
  test(`routes batch ${n + 1}/${BATCHES} as a visitor: no serious or critical accessibility violation`, async ({ page }) => {
    const found = await scan(page, batch(n));
    expect(found, found.join('\n')).toEqual([]);
  });

  test(`routes batch ${n + 1}/${BATCHES} as a member: no serious or critical accessibility violation`, async ({ page, request }) => {
    const { token } = await createMember(request);
    await page.addInitScript((t) => localStorage.setItem('app.token', t), token);
    const found = await scan(page, batch(n));
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('the scan sees what it is for: a nameless button in the page, a picture with no text in a frame', async ({ page }) => {
  await page.setContent('<html lang="zh-CN"><title>t</title><main><button></button><iframe title="f" srcdoc="<html lang=zh-CN><title>f</title><img src=x.png>"></iframe></main></html>');
  await expect.poll(() => page.frames().length).toBe(2);
  const ids = (await axeViolations(page)).map((v) => v.id);
  expect(ids).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
});
