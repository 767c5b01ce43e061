// The entry's stylesheet is written into index.html (vite/inlineCss.ts). A lazily loaded chunk lists it among its own
// stylesheets, and Vite's chunk loader adds a link for each listed one the page does not name yet: that link, at the end
// of the head, applied the entry's rules a second time after the screens' (one request more), so they won wherever both
// set a property and /message's notices jumped by 119 px once the page had painted. On every route, as a member (who
// sees every screen), the entry's stylesheet is never asked for and no enabled link applies it again.
import { expect, test } from '@playwright/test';
import { screens } from '../../screens.config';
import { createMember } from './support';

test('no route asks for the entry stylesheet again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const html = await (await page.request.get('/')).text();
  const entryCss = /<link rel="stylesheet" href="\.\/([^"]+\.css)" disabled>/.exec(html)?.[1];
  expect(entryCss, 'index.html names its inlined stylesheet').toBeTruthy();
  const { token } = await createMember(request);
  await page.addInitScript((value) => localStorage.setItem('app.token', value), token);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname.slice(1)));

  for (const { path } of screens) {
    await page.goto(`/#${path}`);
    await page.waitForLoadState('networkidle');
    const applied = await page.evaluate(
      (file) => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.disabled && link.href.endsWith(file)).length,
      entryCss!,
    );
    expect(applied, `${path}: an enabled link to the entry stylesheet`).toBe(0);
  }
  expect(asked.filter((file) => file === entryCss)).toEqual([]);
});
