// The entry's stylesheet is written into index.html (vite/inlineCss.ts). A lazily loaded chunk listed it among its own
// stylesheets, and Vite's chunk loader added a link for each listed one the page did not name yet: that link, at the end
// of the head, applied the entry's rules a second time after the screens' (one request more), so they won wherever both
// set a property and /message's notices jumped by 119 px once the page had painted. A disabled link naming it kept the
// loader away, but Chromium 150 still fetched it. On every route, as a member (who sees every screen), the entry's
// stylesheet is never asked for and no link applies it again.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screens } from '../../screens.config';
import { createMember } from './support';

/** The stylesheet of the page's entry, from the build's manifest (the build the e2e server serves). */
function entryStylesheet(): string {
  const dist = process.env.DIST_DIR ?? path.resolve(import.meta.dirname, '../../dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { isEntry?: boolean; css?: string[] }>;
  const css = manifest['index.html']?.css ?? [];
  expect(css.length, 'the entry has a stylesheet').toBeGreaterThan(0);
  return css[0]!;
}

test('no route asks for the entry stylesheet again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const entryCss = entryStylesheet();
  expect(await (await page.request.get('/')).text(), 'the page has its rules, not a link to them').not.toContain(entryCss);
  const { token } = await createMember(request);
  await page.addInitScript((value) => localStorage.setItem('app.token', value), token);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname.slice(1)));

  for (const { path: route } of screens) {
    await page.goto(`/#${route}`);
    await page.waitForLoadState('networkidle');
    const applied = await page.evaluate(
      (file) => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.href.endsWith(file)).length,
      entryCss,
    );
    expect(applied, `${route}: a link to the entry stylesheet`).toBe(0);
  }
  expect(asked.filter((file) => file === entryCss)).toEqual([]);
});
