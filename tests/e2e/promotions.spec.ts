// Promotions and the member centre against the shared reference server: apply and see the review, the avatar, the
// profile, password and agent forms, the invite link, QR code and poster.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { BIRTHDAY_WHEEL_START_YEARS } from '../../src/lib/constants';
import { apiToken, loginAt } from './promotions-steps';
import { admin, createMember, fillLogin, hashOf, sessionKeys, toastWith } from './support';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TINY_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1d1e1e80000000049454e44ae426082', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

test('apply to a promotion: pending, then approved once the admin approves it', async ({ page, request }) => {
  const member = await createMember(request);
  await loginAt(page, '/activity', member);
  await page.getByText('新人首存送38%', { exact: true }).click();
  await expect.poll(() => hashOf(page)).toMatch(/^#\/activityInfo\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '新人首存送38%' })).toBeVisible();
  await page.getByRole('button', { name: '立即申请' }).click();
  await expect(toastWith(page, '申请已提交，等待后台审核')).toBeVisible();
  await page.getByRole('button', { name: '立即申请' }).click();
  await expect(toastWith(page, '您已申请过该活动，请勿重复申请')).toBeVisible();

  await page.goto('/#/activityRecord');
  const row = page.locator('.activity-record', { hasText: '新人首存送38%' });
  await expect(row.getByText('待审核')).toBeVisible();

  const token = await apiToken(page, member);
  const log = await (await request.post('/api/activityApplyLog', { data: {}, headers: { authorization: `Bearer ${token}` } })).json();
  await admin(request, '/admin/activity-apply', { id: log.data.data[0].id, state: 2 });
  await page.reload();
  await expect(row.getByText('已通过')).toBeVisible();
});

test('a visitor on a promotion is offered the login, and comes back to it', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/activity');
  await page.getByText('每日红包雨', { exact: true }).click();
  await page.getByRole('button', { name: '登录后申请' }).click();
  await expect.poll(() => hashOf(page)).toMatch(/^#\/login\?redirect=\/activityInfo\?id=\d+$/);
  await fillLogin(page, member.name, member.password);
  await expect(page.getByRole('button', { name: '立即申请' })).toBeVisible();
});

test('avatar: a png becomes the new avatar, a .jpg is refused', async ({ page, request }) => {
  const member = await createMember(request);
  await loginAt(page, '/mine', member);
  const input = page.getByTestId('avatar-input');
  await input.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(toastWith(page, '仅支持gif或png格式的图片')).toBeVisible();
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toastWith(page, '头像上传成功')).toBeVisible();
  const avatar = page.getByRole('img', { name: '我的头像' });
  await expect(avatar).toHaveAttribute('src', /^\/files\/uploads\/avatars\/\d+-[0-9a-f]{16}\.png$/);
  const served = await request.get((await avatar.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect((await served.body()).equals(TINY_PNG)).toBe(true);

  // A jpeg renamed .png is told apart by its bytes, here and on the server.
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: JPEG });
  await expect(toastWith(page, '仅支持gif或png格式的图片')).toBeVisible();
  const token = await apiToken(page, member);
  const refused = await request.post('/api/uploadimg', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG } },
  });
  expect(await refused.json()).toMatchObject({ code: 422, message: '仅支持gif或png格式的图片' });
});

test('profile: rules in order, then mobile, email and the birthday picked are saved', async ({ page, request }) => {
  const member = await createMember(request);
  await loginAt(page, '/userInfo', member);
  await page.getByLabel('手机号码').fill('12345');
  await page.getByRole('button', { name: '保存资料' }).click();
  await expect(toastWith(page, '请输入正确的手机号码！')).toBeVisible();
  await page.getByLabel('手机号码').fill('13812345678');
  await page.getByLabel('电子邮箱').fill('bad@');
  await page.getByRole('button', { name: '保存资料' }).click();
  await expect(toastWith(page, '请输入正确的邮箱！')).toBeVisible();
  await page.getByLabel('电子邮箱').fill('me@example.com');
  await page.getByRole('button', { name: '保存资料' }).click();
  await expect(toastWith(page, '请输入正确的日期格式：YYYY-MM-DD')).toBeVisible();

  await page.getByLabel('出生日期').click();
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  const picked = (await page.getByLabel('出生日期').textContent())!.trim();
  expect(picked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('button', { name: '保存资料' }).click();
  await expect(toastWith(page, '操作成功！')).toBeVisible();
  const token = await apiToken(page, member);
  const user = await (await request.post('/api/user', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(user.data).toMatchObject({ mobile: '13812345678', email: 'me@example.com', birthday: picked });
});

test.describe('on a phone east of Beijing', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the birthday saved is the day picked on the wheel', async ({ page, request }) => {
    const member = await createMember(request);
    await loginAt(page, '/userInfo', member);
    await page.getByLabel('手机号码').fill('13812345678');
    await page.getByLabel('电子邮箱').fill('tokyo@example.com');
    await page.getByLabel('出生日期').click();
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
    const picked = (await page.getByLabel('出生日期').textContent())!.trim();
    // The empty wheel opens on the phone's today, BIRTHDAY_WHEEL_START_YEARS back.
    expect(picked).toBe(await page.evaluate((years) => {
      const today = new Date();
      const d = new Date(today.getFullYear() - years, today.getMonth(), today.getDate());
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    }, BIRTHDAY_WHEEL_START_YEARS));
    await page.getByRole('button', { name: '保存资料' }).click();
    await expect(toastWith(page, '操作成功！')).toBeVisible();
    const token = await apiToken(page, member);
    const user = await (await request.post('/api/user', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(user.data.birthday).toBe(picked);
  });
});

test('pay password changes and the member stays; login password changes, the session ends, the new one works', async ({ page, request }) => {
  const member = await createMember(request, 'pass1234');
  await loginAt(page, '/password?type=2', member);
  await page.getByLabel('原支付密码', { exact: true }).fill('pass1234');
  await page.getByLabel('新支付密码', { exact: true }).fill('pay12345');
  await page.getByLabel('确认密码', { exact: true }).fill('pay54321');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(toastWith(page, '两次密码不一致！')).toBeVisible();
  await page.getByLabel('确认密码', { exact: true }).fill('pay12345');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(toastWith(page, '密码修改成功')).toBeVisible();
  expect(hashOf(page)).toBe('#/password?type=2');

  await page.goto('/#/password?type=1');
  await page.getByLabel('原密码', { exact: true }).fill('pass1234');
  await page.getByLabel('新密码', { exact: true }).fill('pass1234');
  await page.getByLabel('确认密码', { exact: true }).fill('pass1234');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(toastWith(page, '新密码不能与原密码相同！')).toBeVisible();
  await page.getByLabel('新密码', { exact: true }).fill('newpass99');
  await page.getByLabel('确认密码', { exact: true }).fill('newpass99');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect.poll(() => hashOf(page)).toBe('#/login');
  expect((await sessionKeys(page)).filter((key) => key !== 'app.appInfo')).toEqual([]);
  await fillLogin(page, member.name, 'newpass99');
  await expect.poll(() => hashOf(page)).toBe('#/');
});

test('agent application: mobile, then reason; an agent gets the agent login instead', async ({ page, request }) => {
  const member = await createMember(request);
  await loginAt(page, '/mine', member);
  await page.getByText('代理加盟').click();
  await page.getByRole('button', { name: '立即申请' }).click();
  await expect.poll(() => hashOf(page)).toBe('#/applyagent');
  await page.getByLabel('手机号码').fill('10012345678');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(toastWith(page, '请输入正确的手机号码！')).toBeVisible();
  await page.getByLabel('手机号码').fill('13912345678');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(toastWith(page, '请输入申请理由！')).toBeVisible();
  await page.getByLabel('申请理由').fill('有稳定的推广渠道');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(toastWith(page, '提交成功，等待后台审核')).toBeVisible();
  await expect.poll(() => hashOf(page)).toBe('#/mine');

  await admin(request, '/admin/user', { username: member.name, isagent: 1 });
  await page.reload();
  await page.getByText('代理登录').click();
  await expect.poll(() => hashOf(page)).toBe('#/gamePage?dailiD=1');
});

test('invite: the link with the member\'s code is copied; QR code and poster are saved as PNG files', async ({ page, request, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const member = await createMember(request);
  await loginAt(page, '/inviter', member);
  const uid = (await page.getByTestId('invite-code').textContent())!.trim();
  const link = `${baseURL}/#/reg?type=1&pid=${uid}`;
  await expect(page.getByTestId('invite-url')).toHaveText(link);

  await page.getByRole('button', { name: '立即邀请' }).click();
  await page.getByText('保存链接').click();
  await expect(toastWith(page, '链接已复制到剪贴板')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  for (const [action, file] of [['保存二维码', `invite-qr-${uid}.png`], ['保存图片', `invite-poster-${uid}.png`]] as const) {
    await page.getByRole('button', { name: '立即邀请' }).click();
    const download = page.waitForEvent('download');
    await page.getByText(action).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(file);
    const bytes = readFileSync((await saved.path())!);
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(bytes.length).toBeGreaterThan(1000);
    await expect(toastWith(page, '已保存到本地')).toBeVisible();
  }
});
