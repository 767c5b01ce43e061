// What a session leaves in the browser's storage, across reloads, tabs and browser restarts: the remembered username,
// the auto-login tick, logout in every tab, registration to logout, and the expired-session path. The forms' own rules
// and the server's refusals are checked below the browser (tests/component/session-forms.test.tsx).
import { expect, test, type Page } from '@playwright/test';
import auth from '../../locales/zh-CN/auth.json' with { type: 'json' };
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import errors from '../../locales/zh-CN/errors.json' with { type: 'json' };
import memberWords from '../../locales/zh-CN/member.json' with { type: 'json' };
import { CAPTCHA_CODES } from '../../src/features/auth/captchaCodes';
import { baseURL, phone } from '../../playwright.config';
import { admin, createMember, everyStore, fillLogin, hashOf, sessionKeys, toastWith, uniqueName } from './support';

const { login, register } = auth;

async function captchaCode(page: Page): Promise<string> {
  const index = Number(await page.getByAltText(register.captchaAlt).getAttribute('data-captcha'));
  return CAPTCHA_CODES[index]!;
}

/**
 * The device keeps a member's answers (src/session/kept) once the page has settled, at the latest by its own deadline
 * (src/lib/whenNetworkQuiet.ts, 15 s after the load): moved past on the page's clock (installed before its load) instead
 * of waited for. Then the member's profile is in some store, which what follows must take away.
 */
async function profileKept(page: Page, name: string) {
  await page.clock.fastForward('00:16');
  await expect.poll(async () => (await everyStore(page)).filter((line) => line.includes(`"username":"${name}"`)).length).toBeGreaterThan(0);
}

/** Every store of the site, but the login form's remembered username (on purpose: the form offers it again). */
const storesButTheUsername = async (page: Page) => (await everyStore(page)).filter((line) => !line.startsWith('localStorage app.rememberedUsername='));

async function logOut(page: Page) {
  await page.goto('/#/userCent');
  await page.getByRole('button', { name: memberWords.settings.logout }).click();
  await page.getByRole('button', { name: common.confirm }).click();
}

test('the auto-login tick ticked (as it starts): the username is remembered, never the password, and the session outlives the tab and the browser until a logout in any tab', async ({ browser, context, page, request }) => {
  test.setTimeout(90_000); // a browser start and three tabs
  const member = await createMember(request);
  await page.goto('/#/login');
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe('#/');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).toContain(member.name);
  expect(stored).not.toContain(member.password);

  // Closing the browser: what the next start has is the device's storage and the cookies that expire later.
  const state = await context.storageState();
  const restarted = await browser.newContext({ baseURL, ...phone, serviceWorkers: 'block', storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) } });
  const restartedPage = await restarted.newPage();
  await restartedPage.goto('/#/mine');
  await expect(restartedPage.getByText(member.name).first()).toBeVisible();
  expect(hashOf(restartedPage)).toBe('#/mine');
  await restarted.close();

  // Closing the tab: a new one is still logged in, and so is another beside it.
  await page.close();
  const again = await context.newPage();
  await again.goto('/#/userCent');
  await expect(again.getByRole('button', { name: memberWords.settings.logout })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/#/mine');
  await expect.poll(() => hashOf(other)).toBe('#/mine');

  // A logout in one tab logs out the other; a member's page then asks for the login, and the way back.
  await again.getByRole('button', { name: memberWords.settings.logout }).click();
  await again.getByRole('button', { name: common.confirm }).click();
  await expect.poll(() => hashOf(again)).toBe('#/login');
  await expect.poll(() => hashOf(other)).toBe('#/login');
  await other.goto('/#/userCent');
  await expect.poll(() => hashOf(other)).toBe('#/login?redirect=/userCent');

  // The login form, loaded afresh, offers the remembered username and no password.
  await again.goto('about:blank');
  await again.goto('/#/login');
  await expect(again.getByPlaceholder(login.usernamePlaceholder)).toHaveValue(member.name);
  await expect(again.getByPlaceholder(login.passwordPlaceholder)).toHaveValue('');
});

test('the auto-login tick unticked: the session ends with the browser, and a logout ends it in every tab', async ({ browser, request }) => {
  test.setTimeout(90_000); // two browser starts, two tabs
  const member = await createMember(request);
  const context = await browser.newContext({ baseURL, ...phone, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/#/login');
  const tick = page.locator('label.adm-checkbox', { hasText: login.autoLogin });
  await expect(tick).toHaveClass(/adm-checkbox-checked/); // the default
  await tick.click();
  await expect(tick).not.toHaveClass(/adm-checkbox-checked/);
  await page.screenshot({ path: 'test-results/screenshots/spec28-login-auto-login-off.png' });
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe('#/');
  expect(await sessionKeys(page)).not.toContain('app.token'); // not kept on the device

  // Another tab of the site shares the session.
  const other = await context.newPage();
  await other.goto('/#/mine');
  await expect(other.getByText(member.name).first()).toBeVisible();

  // Closing the browser: what the next start has is the device's storage and the cookies that expire later.
  const state = await context.storageState();
  const next = await browser.newContext({ baseURL, ...phone, serviceWorkers: 'block', storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) } });
  const again = await next.newPage();
  await again.goto('/#/mine');
  await expect.poll(() => hashOf(again)).toBe('#/login?redirect=/mine');
  // Unticked, the device keeps nothing of the member, the login form's username included (a shared phone).
  await expect(again.getByPlaceholder(login.usernamePlaceholder)).toHaveValue('');
  expect((await everyStore(again)).filter((line) => line.includes(member.name))).toEqual([]);
  await next.close();

  // A logout in one tab ends the session in the other too.
  await logOut(page);
  await expect.poll(() => hashOf(page)).toBe('#/login');
  await expect.poll(() => hashOf(other)).toMatch(/^#\/login/);
  await context.close();
});

// The smoke `npm run test:quick` runs on a fresh build: the way in and out of the site, end to end.
test('register → logged in → logout, end to end, and nothing of the member is left in any store', { tag: '@smoke' }, async ({ page }) => {
  const name = uniqueName('reg');
  await page.clock.install();
  await page.goto('/#/reg');
  await page.getByPlaceholder(register.usernamePlaceholder).fill(name);
  await page.getByPlaceholder(register.passwordPlaceholder).fill('pass1234');
  await page.getByPlaceholder(register.confirmPlaceholder).fill('pass1234');
  await page.getByPlaceholder(register.codePlaceholder).fill((await captchaCode(page)).toUpperCase());
  await page.getByRole('button', { name: register.submit, exact: true }).click();
  await expect.poll(() => hashOf(page)).toBe('#/');
  expect(await sessionKeys(page)).toContain('app.token');
  const token = await page.evaluate(() => localStorage.getItem('app.token'));
  await profileKept(page, name);

  await logOut(page);
  await expect.poll(() => hashOf(page)).toBe('#/login');
  await expect(toastWith(page, common.loggedOut)).toBeVisible();
  expect(await sessionKeys(page)).not.toContain('app.token');
  // Every store of the site: no token, no profile; the login form's remembered username is the one thing that may
  // be left of a member, on purpose (a login with the auto-login tick: the login screen offers it again).
  expect((await storesButTheUsername(page)).filter((line) => line.includes(token!) || line.includes(name))).toEqual([]);
  // The address says the login form the player sees (the dialog's history entry never takes it back to the page
  // the dialog was on), so a visit to a member's page goes to the login form, and back to the page after it.
  await page.goto('/#/userCent');
  await expect.poll(() => hashOf(page)).toBe('#/login?redirect=/userCent');
});

test('an expired session shows the dialog once and lands on /login with nothing of the member in any store', async ({ page, request }) => {
  const member = await createMember(request);
  await page.addInitScript((token) => localStorage.setItem('app.token', token), member.token);
  await page.clock.install();
  await page.goto('/#/userCent');
  await expect(page.getByRole('button', { name: memberWords.settings.logout })).toBeVisible();
  await profileKept(page, member.name);

  await admin(request, '/admin/expire-tokens', { username: member.name });
  await page.reload();

  await expect(page.getByText(errors.expiredBody)).toBeVisible();
  await expect(page.locator('.adm-dialog-title', { hasText: errors.expiredTitle })).toHaveCount(1);
  expect(hashOf(page)).toBe('#/userCent'); // the dialog first, over the screen the player was on
  await page.getByRole('button', { name: common.confirm }).click();
  await expect.poll(() => hashOf(page)).toBe('#/login?redirect=/userCent');
  expect(await sessionKeys(page)).toEqual([]);
  expect((await storesButTheUsername(page)).filter((line) => line.includes(member.token) || line.includes(member.name))).toEqual([]);
});
