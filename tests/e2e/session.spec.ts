// Login and registration with every rule's exact message, the guest trial, logout and the expired-session path.
import { expect, test, type Page } from '@playwright/test';
import auth from '../../locales/zh-CN/auth.json' with { type: 'json' };
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import contract from '../../locales/zh-CN/contract.json' with { type: 'json' };
import errors from '../../locales/zh-CN/errors.json' with { type: 'json' };
import memberWords from '../../locales/zh-CN/member.json' with { type: 'json' };
import validation from '../../locales/zh-CN/validation.json' with { type: 'json' };
import { msg } from '../../server/base/messages';
import { CAPTCHA_CODES } from '../../src/features/auth/captchaCodes';
import { fillIn } from '../shared/words';
import { baseURL, phone } from '../../playwright.config';
import { admin, createMember, everyStore, fillLogin, hashOf, sessionKeys, toastWith, uniqueName } from './support';

const { login, register } = auth;

async function captchaCode(page: Page): Promise<string> {
  const index = Number(await page.getByAltText(register.captchaAlt).getAttribute('data-captcha'));
  return CAPTCHA_CODES[index]!;
}

async function fillRegister(page: Page, values: { name?: string; password?: string; confirm?: string; code?: string; pid?: string }) {
  if (values.name !== undefined) await page.getByPlaceholder(register.usernamePlaceholder).fill(values.name);
  if (values.password !== undefined) await page.getByPlaceholder(register.passwordPlaceholder).fill(values.password);
  if (values.confirm !== undefined) await page.getByPlaceholder(register.confirmPlaceholder).fill(values.confirm);
  if (values.pid !== undefined) await page.getByPlaceholder(register.inviterPlaceholder).fill(values.pid);
  if (values.code !== undefined) await page.getByPlaceholder(register.codePlaceholder).fill(values.code);
  await page.getByRole('button', { name: register.submit, exact: true }).click();
}

test.describe('login', () => {
  test('keeps the button off until both fields are filled, and asks for both', async ({ page }) => {
    await page.goto('/#/login');
    const submit = page.getByRole('button', { name: login.submit, exact: true });
    await expect(submit).toBeDisabled();
    await page.getByPlaceholder(login.usernamePlaceholder).fill('someone1');
    await expect(submit).toBeDisabled();
    await page.getByPlaceholder(login.passwordPlaceholder).fill('   ');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toastWith(page, contract.LoginRequest.password)).toBeVisible();
  });

  test('caps both fields at 16 characters and shows or hides the password', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByPlaceholder(login.usernamePlaceholder)).toHaveAttribute('maxlength', '16');
    const password = page.getByPlaceholder(login.passwordPlaceholder);
    await expect(password).toHaveAttribute('maxlength', '16');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: login.showPassword }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('shows the server\'s refusal for a wrong password', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/#/login');
    await fillLogin(page, member.name, 'wrong-password');
    await expect(toastWith(page, msg.badCredentials)).toBeVisible();
    await expect.poll(() => hashOf(page)).toBe('#/login');
  });

  test('remembers the username (the auto-login tick on, as it starts), never the password', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/#/login');
    await fillLogin(page, member.name, member.password);
    await expect.poll(() => hashOf(page)).toBe('#/');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).toContain(member.name);
    expect(stored).not.toContain(member.password);
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.removeItem('app.token');
    });
    await page.goto('about:blank');
    await page.goto('/#/login');
    await expect(page.getByPlaceholder(login.usernamePlaceholder)).toHaveValue(member.name);
    await expect(page.getByPlaceholder(login.passwordPlaceholder)).toHaveValue('');
  });

  test('the auto-login tick unticked: the session ends with the browser, and a logout ends it in every tab', async ({ browser, request }) => {
    test.setTimeout(150_000); // two browser starts, two tabs (a minute and a half on a slow CI day)
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
    const reopen = async () => {
      const next = await browser.newContext({ baseURL, ...phone, serviceWorkers: 'block', storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) } });
      const again = await next.newPage();
      await again.goto('/#/mine');
      return { next, again };
    };
    const closed = await reopen();
    await expect.poll(() => hashOf(closed.again)).toBe('#/login?redirect=/mine');
    // Unticked, the device keeps nothing of the member, the login form's username included (a shared phone).
    await expect(closed.again.getByPlaceholder(login.usernamePlaceholder)).toHaveValue('');
    expect((await everyStore(closed.again)).filter((line) => line.includes(member.name))).toEqual([]);
    await closed.next.close();

    // A logout in one tab ends the session in the other too.
    await page.goto('/#/userCent');
    await page.getByRole('button', { name: memberWords.settings.logout }).click();
    await page.getByRole('button', { name: common.confirm }).click();
    await expect.poll(() => hashOf(page)).toBe('#/login');
    await expect.poll(() => hashOf(other)).toMatch(/^#\/login/);
    await context.close();
  });

  test('the auto-login tick ticked (as it starts): the session outlives the browser', async ({ browser, request }) => {
    test.setTimeout(120_000); // two browser starts
    const member = await createMember(request);
    const kept = await browser.newContext({ baseURL, ...phone, serviceWorkers: 'block' });
    const keptPage = await kept.newPage();
    await keptPage.goto('/#/login');
    await fillLogin(keptPage, member.name, member.password);
    await expect.poll(() => hashOf(keptPage)).toBe('#/');
    const keptState = await kept.storageState();
    const reopened = await browser.newContext({ baseURL, ...phone, serviceWorkers: 'block', storageState: { ...keptState, cookies: keptState.cookies.filter((cookie) => cookie.expires !== -1) } });
    const reopenedPage = await reopened.newPage();
    await reopenedPage.goto('/#/mine');
    await expect(reopenedPage.getByText(member.name).first()).toBeVisible();
    expect(hashOf(reopenedPage)).toBe('#/mine');
    await Promise.all([kept.close(), reopened.close()]);
  });

  test('logs in the guest trial account', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('button', { name: login.trial }).click();
    await expect.poll(() => hashOf(page)).toBe('#/');
    expect(await sessionKeys(page)).toContain('app.token');
  });
});

test.describe('registration', () => {
  test('shows each rule\'s exact message, in order', async ({ page }) => {
    await page.goto('/#/reg');
    await fillRegister(page, { name: 'abc12', password: '123', confirm: '456', code: '' });
    await expect(toastWith(page, contract.RegisterRequest.name)).toBeVisible();
    await fillRegister(page, { name: 'abcdef12' });
    await expect(toastWith(page, contract.RegisterRequest.password)).toBeVisible();
    await fillRegister(page, { password: '123456' });
    await expect(toastWith(page, validation.passwordsDifferReg)).toBeVisible();
    await fillRegister(page, { confirm: '123456' });
    await expect(toastWith(page, contract.RegisterRequest.code)).toBeVisible();

    const image = page.getByAltText(register.captchaAlt);
    const before = await image.getAttribute('data-captcha');
    await fillRegister(page, { code: 'qqqq' });
    await expect(toastWith(page, validation.codeWrong)).toBeVisible();
    await expect(image).not.toHaveAttribute('data-captcha', before!);
  });

  test('the second form words a mismatch its own way and links back to login', async ({ page }) => {
    await page.goto('/#/reg2');
    await fillRegister(page, { name: 'abcdef12', password: '123456', confirm: '654321', code: 'x' });
    await expect(toastWith(page, validation.passwordsDifferReg2)).toBeVisible();
    await page.getByRole('button', { name: register.toLogin }).click();
    await expect.poll(() => hashOf(page)).toBe('#/login');
  });

  test('a taken name fails, saying so with the server\'s reason', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/#/reg');
    await fillRegister(page, { name: member.name, password: '123456', confirm: '123456', code: await captchaCode(page) });
    await expect(toastWith(page, fillIn(errors.registerFailedWithReason, { reason: msg.nameTaken }))).toBeVisible();
  });

  test('register → logged in → logout, end to end, and nothing of the member is left in any store', async ({ page }) => {
    test.setTimeout(60_000); // the member's answers are kept once the page has settled
    const name = uniqueName('reg');
    await page.goto('/#/reg');
    await fillRegister(page, { name, password: 'pass1234', confirm: 'pass1234', code: (await captchaCode(page)).toUpperCase() });
    await expect.poll(() => hashOf(page)).toBe('#/');
    expect(await sessionKeys(page)).toContain('app.token');
    const token = await page.evaluate(() => localStorage.getItem('app.token'));
    // The device keeps the member's profile for the next visit (src/session/kept): the logout must take it.
    await expect.poll(async () => (await everyStore(page)).filter((line) => line.includes(`"username":"${name}"`)).length, { timeout: 30_000 }).toBeGreaterThan(0);

    await page.goto('/#/userCent');
    await page.getByRole('button', { name: memberWords.settings.logout }).click();
    await page.getByRole('button', { name: common.confirm }).click();
    await expect.poll(() => hashOf(page)).toBe('#/login');
    await expect(toastWith(page, common.loggedOut)).toBeVisible();
    expect(await sessionKeys(page)).not.toContain('app.token');
    // Every store of the site: no token, no profile; the login form's remembered username is the one thing that may
    // be left of a member, on purpose (a login with the auto-login tick: the login screen offers it again).
    const left = (await everyStore(page)).filter((line) => !line.startsWith('localStorage app.rememberedUsername='));
    expect(left.filter((line) => line.includes(token!) || line.includes(name))).toEqual([]);
    // The address says the login form the player sees (the dialog's history entry never takes it back to the page
    // the dialog was on), so a visit to a member's page goes to the login form, and back to the page after it.
    await page.goto('/#/userCent');
    await expect.poll(() => hashOf(page)).toBe('#/login?redirect=/userCent');
  });

  test('type=1 with pid registers under the inviter', async ({ page, request }) => {
    await page.goto('/#/login?type=1&pid=12345678');
    await page.getByRole('button', { name: login.toRegister }).click();
    await expect.poll(() => hashOf(page)).toBe('#/reg?type=1&pid=12345678');
    const sent = page.waitForRequest('**/api/register');
    await fillRegister(page, { name: uniqueName('inv'), password: 'pass1234', confirm: 'pass1234', code: await captchaCode(page) });
    expect((await sent).postDataJSON()).toMatchObject({ pid: '12345678' });
    void request;
  });
});

test('a login outlives the tab, and a logout in one tab logs out the others', async ({ page, context, request }) => {
  const member = await createMember(request);
  await page.goto('/#/login');
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe('#/');
  await page.close();

  const again = await context.newPage();
  await again.goto('/#/userCent');
  await expect(again.getByRole('button', { name: memberWords.settings.logout })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/#/mine');
  await expect.poll(() => hashOf(other)).toBe('#/mine');

  await again.getByRole('button', { name: memberWords.settings.logout }).click();
  await again.getByRole('button', { name: common.confirm }).click();
  await expect.poll(() => hashOf(again)).toBe('#/login');
  await expect.poll(() => hashOf(other)).toBe('#/login');
  await other.goto('/#/userCent');
  await expect.poll(() => hashOf(other)).toBe('#/login?redirect=/userCent');
});

test('an expired session shows the dialog once and lands on /login with nothing of the member in any store', async ({ page, request }) => {
  test.setTimeout(60_000); // the member's answers are kept once the page has settled
  const member = await createMember(request);
  await page.goto('/#/login?redirect=%2FuserCent');
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe('#/userCent');
  const token = (await page.evaluate(() => localStorage.getItem('app.token')))!;
  // The device keeps the member's profile for the next visit (src/session/kept): the ended session must take it.
  await expect.poll(async () => (await everyStore(page)).filter((line) => line.includes(`"username":"${member.name}"`)).length, { timeout: 30_000 }).toBeGreaterThan(0);

  await admin(request, '/admin/expire-tokens', { username: member.name });
  await page.reload();

  await expect(page.getByText(errors.expiredBody)).toBeVisible();
  await expect(page.locator('.adm-dialog-title', { hasText: errors.expiredTitle })).toHaveCount(1);
  expect(hashOf(page)).toBe('#/userCent'); // the dialog first, over the screen the player was on
  await page.getByRole('button', { name: common.confirm }).click();
  await expect.poll(() => hashOf(page)).toBe('#/login?redirect=/userCent');
  expect(await sessionKeys(page)).toEqual([]);
  const left = (await everyStore(page)).filter((line) => !line.startsWith('localStorage app.rememberedUsername='));
  expect(left.filter((line) => line.includes(token) || line.includes(member.name))).toEqual([]);
});
