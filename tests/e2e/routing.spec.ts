// Guards and navigation in the real browser: its own address bar and history, and real scrolling. Every
// login-required route's guard is walked below the browser (tests/component/guards-on-server.test.tsx), as are the
// unknown path, the tab bar and the lottery room's rule (tests/component/navigation-on-server.test.tsx) and the tab
// tapped again (tests/component/shell.test.tsx); here one route shows the same through the page's address.
import { expect, test } from '@playwright/test';
import auth from '../../locales/zh-CN/auth.json' with { type: 'json' };
import { LOGIN_REQUIRED_ROUTES } from '../shared/routes';
import { createMember, fillLogin, hashOf } from './support';

test('a login-required route sends a visitor to login in the address bar, and logging in through the form comes back to it', async ({ page, request }) => {
  const member = await createMember(request);
  const wanted = `${LOGIN_REQUIRED_ROUTES[0]}?from=e2e`;
  await page.goto(`/#${wanted}`);
  await expect.poll(() => page.url()).toContain(`#/login?redirect=${encodeURIComponent(wanted)}`);
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe(`#${wanted}`);
});

test('each navigation starts at the top of the page', async ({ page }) => {
  await page.goto('/#/reg2');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 400);
  });
  await page.getByRole('button', { name: auth.register.toLogin }).click();
  await expect.poll(() => hashOf(page)).toBe('#/login');
  // The address changes first; the new screen (and its scroll) commits once its chunk has loaded.
  await expect(page.getByRole('button', { name: auth.login.submit, exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
