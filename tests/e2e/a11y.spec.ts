// Accessibility: every route of the registry, as a visitor and as a member, scanned by axe-core at the phone's size.
// Serious and critical violations fail the run (names of controls, contrast, labels, ARIA, focusable scrollers...).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screens } from '../../screens.config';
import { withSampleQuery } from './sampleQueries';
import { createMember, shareOf } from './support';

// Each batch scans a handful of routes; a busy machine (several suites at once) makes axe's contrast rule slow.
test.describe.configure({ timeout: 480_000 });

const ROUTES = screens.map((s) => withSampleQuery(s.path));
/** Routes in a few batches, so the two roles' batches share the workers and each stays well within its time. */
const BATCHES = 6;
const batch = (n: number) => shareOf(ROUTES, BATCHES, n);

/** Counts the page's requests from now on; `quiet()` waits (at most 3 s) until none has been in flight for 0.5 s. */
function trackNetwork(page: Page) {
  let inFlight = 0;
  let quietSince = Date.now();
  const started = () => void (inFlight += 1);
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(): Promise<void> {
      try {
        for (const until = Date.now() + 3_000; Date.now() < until; ) {
          if (inFlight === 0 && Date.now() - quietSince >= 500) return;
          await page.waitForTimeout(100);
        }
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}

const BLOCKING = new Set(['serious', 'critical']);
async function scan(page: Page, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  await page.goto('/#/');
  for (const path of routes) {
    const network = trackNetwork(page);
    // In-app navigation (as a player moves): the app and its chunks stay loaded, so each route costs its own screen.
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${path}`);
    await page.waitForTimeout(300);
    await expect(page.locator('.adm-skeleton, .app-skeleton, .app-screen-loading')).toHaveCount(0, { timeout: 3_000 }).catch(() => undefined);
    await page.waitForTimeout(300); // whatever fades in
    // A toast's code loads on its first use: let it arrive, so the toast is there for the fade check below (measured
    // while appearing, its white words are judged against a background that is not there yet).
    await network.quiet();
    // A toast is the moment's message, not the page: axe takes seconds, and a toast fading out meanwhile is measured
    // half-blended. Let it go first (a toast that stays, e.g. a loading one, is scanned after 5 s).
    await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 5_000 }).catch(() => undefined);
    // A dialog still fading in (antd's masks animate their opacity) is measured half-blended too: wait for it.
    await page
      .waitForFunction(() => [...document.querySelectorAll('.adm-mask')].every((el) => ['0', '1'].includes(getComputedStyle(el).opacity)), null, { timeout: 3_000 })
      .catch(() => undefined);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const blocking = violations.filter((x) => BLOCKING.has(x.impact ?? ''));
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
    const member = await createMember(request);
    const login = (await (await request.post('/api/login_pc', { data: { name: member.name, password: member.password } })).json()) as { data: { api_token: string } };
    await page.addInitScript((t) => localStorage.setItem('app.token', t), login.data.api_token);
    const found = await scan(page, batch(n));
    expect(found, found.join('\n')).toEqual([]);
  });
}
