// Login and registration with every rule's exact message, the guest trial, logout and the expired-session path.
import { expect, test, type Page } from '@playwright/test';
import { CAPTCHA_CODES } from '../../src/features/auth/captchaCodes';
import { admin, createMember, fillLogin, hashOf, sessionKeys, toastWith, uniqueName } from './support';

async function captchaCode(page: Page): Promise<string> {
  const index = Number(await page.getByAltText('验证码图片').getAttribute('data-captcha'));
  return CAPTCHA_CODES[index]!;
}

async function fillRegister(page: Page, values: { name?: string; password?: string; confirm?: string; code?: string; pid?: string }) {
  if (values.name !== undefined) await page.getByPlaceholder('6~16位字母或数字').fill(values.name);
  if (values.password !== undefined) await page.getByPlaceholder('6~16位密码').fill(values.password);
  if (values.confirm !== undefined) await page.getByPlaceholder('请再次输入密码').fill(values.confirm);
  if (values.pid !== undefined) await page.getByPlaceholder('选填').fill(values.pid);
  if (values.code !== undefined) await page.getByPlaceholder('请输入验证码').fill(values.code);
  await page.getByRole('button', { name: '注册', exact: true }).click();
}

test.describe('login', () => {
  test('keeps the button off until both fields are filled, and asks for both', async ({ page }) => {
    await page.goto('/#/login');
    const submit = page.getByRole('button', { name: '登录', exact: true });
    await expect(submit).toBeDisabled();
    await page.getByPlaceholder('请输入用户名').fill('someone1');
    await expect(submit).toBeDisabled();
    await page.getByPlaceholder('请输入密码').fill('   ');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toastWith(page, '请输入您的账号和密码！')).toBeVisible();
  });

  test('caps both fields at 16 characters and shows or hides the password', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByPlaceholder('请输入用户名')).toHaveAttribute('maxlength', '16');
    const password = page.getByPlaceholder('请输入密码');
    await expect(password).toHaveAttribute('maxlength', '16');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: '显示密码' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('shows the server\'s refusal for a wrong password', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/#/login');
    await fillLogin(page, member.name, 'wrong-password');
    await expect(toastWith(page, '账号或密码错误！')).toBeVisible();
    await expect.poll(() => hashOf(page)).toBe('#/login');
  });

  test('remembers the username when asked, never the password', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/#/login');
    await page.getByText('记住账号').click();
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
    await expect(page.getByPlaceholder('请输入用户名')).toHaveValue(member.name);
    await expect(page.getByPlaceholder('请输入密码')).toHaveValue('');
  });

  test('logs in the guest trial account', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('button', { name: '免费试玩' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/');
    expect(await sessionKeys(page)).toContain('app.token');
  });
});

test.describe('registration', () => {
  test('shows each rule\'s exact message, in order', async ({ page }) => {
    await page.goto('/#/reg');
    await fillRegister(page, { name: 'abc12', password: '123', confirm: '456', code: '' });
    await expect(toastWith(page, '用户名长度6~16位，以字母或数字组合！')).toBeVisible();
    await fillRegister(page, { name: 'abcdef12' });
    await expect(toastWith(page, '请输入正确的密码长度，最少6位！')).toBeVisible();
    await fillRegister(page, { password: '123456' });
    await expect(toastWith(page, '两次密码不一样！')).toBeVisible();
    await fillRegister(page, { confirm: '123456' });
    await expect(toastWith(page, '请输入验证码！')).toBeVisible();

    const image = page.getByAltText('验证码图片');
    const before = await image.getAttribute('data-captcha');
    await fillRegister(page, { code: 'qqqq' });
    await expect(toastWith(page, '验证码错误！')).toBeVisible();
    await expect(image).not.toHaveAttribute('data-captcha', before!);
  });

  test('the second form words a mismatch its own way and links back to login', async ({ page }) => {
    await page.goto('/#/reg2');
    await fillRegister(page, { name: 'abcdef12', password: '123456', confirm: '654321', code: 'x' });
    await expect(toastWith(page, '两次密码不一致！')).toBeVisible();
    await page.getByRole('button', { name: '返回登录' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/login');
  });

  test('a taken name fails with 注册失败 and the reason', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/#/reg');
    await fillRegister(page, { name: member.name, password: '123456', confirm: '123456', code: await captchaCode(page) });
    await expect(toastWith(page, '注册失败：用户名已存在！')).toBeVisible();
  });

  test('register → logged in → logout, end to end', async ({ page }) => {
    const name = uniqueName('reg');
    await page.goto('/#/reg');
    await fillRegister(page, { name, password: 'pass1234', confirm: 'pass1234', code: (await captchaCode(page)).toUpperCase() });
    await expect.poll(() => hashOf(page)).toBe('#/');
    expect(await sessionKeys(page)).toEqual(expect.arrayContaining(['app.token', 'app.user']));

    await page.goto('/#/userCent');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/login');
    await expect(toastWith(page, '已退出登录')).toBeVisible();
    expect(await sessionKeys(page)).not.toContain('app.token');
    await page.goto('/#/userCent');
    await expect.poll(() => hashOf(page)).toBe('#/login?redirect=/userCent');
  });

  test('type=1 with pid registers under the inviter', async ({ page, request }) => {
    await page.goto('/#/login?type=1&pid=12345678');
    await page.getByRole('button', { name: '立即注册' }).click();
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
  await expect(again.getByRole('button', { name: '退出登录' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/#/mine');
  await expect.poll(() => hashOf(other)).toBe('#/mine');

  await again.getByRole('button', { name: '退出登录' }).click();
  await again.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => hashOf(again)).toBe('#/login');
  await expect.poll(() => hashOf(other)).toBe('#/login');
  await other.goto('/#/userCent');
  await expect.poll(() => hashOf(other)).toBe('#/login?redirect=/userCent');
});

test('an expired session shows the dialog once and lands on /login with no session data', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/login?redirect=%2FuserCent');
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe('#/userCent');

  await admin(request, '/admin/expire-tokens', { username: member.name });
  await page.reload();

  await expect(page.getByText('您的账号登陆过期，请重新登陆')).toBeVisible();
  await expect(page.locator('.adm-dialog-title', { hasText: '认证失败' })).toHaveCount(1);
  expect(hashOf(page)).toBe('#/userCent'); // the dialog first, over the screen the player was on
  await page.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => hashOf(page)).toBe('#/login?redirect=/userCent');
  expect((await sessionKeys(page)).filter((key) => key !== 'app.appInfo')).toEqual([]);
});
