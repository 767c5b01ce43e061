// Promotions and the member centre against the shared reference server: apply and see the review, the avatar, the
// profile, password and agent forms, the invite link, QR code and poster.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import contract from '../../locales/zh-CN/contract.json' with { type: 'json' };
import invite from '../../locales/zh-CN/invite.json' with { type: 'json' };
import memberWords from '../../locales/zh-CN/member.json' with { type: 'json' };
import promotions from '../../locales/zh-CN/promotions.json' with { type: 'json' };
import { promoMsg } from '../../server/features/promotions/messages';
import { msg } from '../../server/base/messages';
import { BIRTHDAY_WHEEL_START_YEARS } from '../../core/constants';
import { apiToken, loginAt } from './promotions-steps';
import { admin, antdWords, createMember, fillLogin, hashOf, sessionKeys, toastWith } from './support';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TINY_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1d1e1e80000000049454e44ae426082', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const { detail } = promotions;
const { profileForm, agentForm, passwordForm, rules } = memberWords;
/** A seeded promotion's title, asked of the server (its demo content: 1 the first-deposit bonus, 3 the red packet rain). */
async function promotionTitle(request: APIRequestContext, id: number): Promise<string> {
  const answer = (await (await request.post('/api/activitydeatil', { data: { id } })).json()) as { data: { title: string } };
  return answer.data.title;
}
/** The date wheel's confirm button: antd-mobile's own word, not one of ours. */
const pickerConfirm = antdWords.common.confirm;

test('apply to a promotion: pending, then approved once the admin approves it', async ({ page, request }) => {
  const member = await createMember(request);
  const title = await promotionTitle(request, 1);
  await loginAt(page, '/activity', member);
  await page.getByText(title, { exact: true }).click();
  await expect.poll(() => hashOf(page)).toMatch(/^#\/activityInfo\?id=\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: detail.apply }).click();
  await expect(toastWith(page, promoMsg.applied)).toBeVisible();
  await page.getByRole('button', { name: detail.apply }).click();
  await expect(toastWith(page, promoMsg.alreadyApplied)).toBeVisible();

  await page.goto('/#/activityRecord');
  const row = page.locator('.activity-record', { hasText: title });
  await expect(row.getByText(promotions.record.state['1'])).toBeVisible();

  const token = await apiToken(page, member);
  const log = await (await request.post('/api/activityApplyLog', { data: {}, headers: { authorization: `Bearer ${token}` } })).json();
  await admin(request, '/admin/activity-apply', { id: log.data.data[0].id, state: 2 });
  await page.reload();
  await expect(row.getByText(promotions.record.state['2'])).toBeVisible();
});

test('a visitor on a promotion is offered the login, and comes back to it', async ({ page, request }) => {
  const member = await createMember(request);
  const title = await promotionTitle(request, 3);
  await page.goto('/#/activity');
  await page.getByText(title, { exact: true }).click();
  await page.getByRole('button', { name: detail.login }).click();
  await expect.poll(() => hashOf(page)).toMatch(/^#\/login\?redirect=\/activityInfo\?id=\d+$/);
  await fillLogin(page, member.name, member.password);
  await expect(page.getByRole('button', { name: detail.apply })).toBeVisible();
});

test('avatar: a png becomes the new avatar, a .jpg is refused', async ({ page, request }) => {
  const member = await createMember(request);
  await loginAt(page, '/mine', member);
  const input = page.getByTestId('avatar-input');
  await input.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(toastWith(page, memberWords.avatar.wrongType)).toBeVisible();
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toastWith(page, promoMsg.avatarSaved)).toBeVisible();
  const avatar = page.getByRole('img', { name: memberWords.avatar.alt });
  await expect(avatar).toHaveAttribute('src', /^\/files\/uploads\/avatars\/\d+-[0-9a-f]{16}\.png$/);
  const served = await request.get((await avatar.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect((await served.body()).equals(TINY_PNG)).toBe(true);

  // A jpeg renamed .png is told apart by its bytes, here and on the server.
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: JPEG });
  await expect(toastWith(page, memberWords.avatar.wrongType)).toBeVisible();
  const token = await apiToken(page, member);
  const refused = await request.post('/api/uploadimg', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG } },
  });
  expect(await refused.json()).toMatchObject({ code: 422, message: promoMsg.avatarType });
});

test('profile: rules in order, then mobile, email and the birthday picked are saved', async ({ page, request }) => {
  const member = await createMember(request);
  await loginAt(page, '/userInfo', member);
  await page.getByLabel(profileForm.mobile).fill('12345');
  await page.getByRole('button', { name: profileForm.submit }).click();
  await expect(toastWith(page, contract.ProfileUpdateRequest.mobile)).toBeVisible();
  await page.getByLabel(profileForm.mobile).fill('13812345678');
  await page.getByLabel(profileForm.email).fill('bad@');
  await page.getByRole('button', { name: profileForm.submit }).click();
  await expect(toastWith(page, contract.ProfileUpdateRequest.email)).toBeVisible();
  await page.getByLabel(profileForm.email).fill('me@example.com');
  await page.getByRole('button', { name: profileForm.submit }).click();
  await expect(toastWith(page, contract.ProfileUpdateRequest.birthday)).toBeVisible();

  await page.getByLabel(profileForm.birthday).click();
  await page.locator('.adm-picker-header-button', { hasText: pickerConfirm }).click();
  const picked = (await page.getByLabel(profileForm.birthday).textContent())!.trim();
  expect(picked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('button', { name: profileForm.submit }).click();
  await expect(toastWith(page, promoMsg.profileSaved)).toBeVisible();
  const token = await apiToken(page, member);
  const user = await (await request.post('/api/user', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(user.data).toMatchObject({ mobile: '13812345678', email: 'me@example.com', birthday: picked });
});

test.describe('on a phone east of Beijing', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the birthday saved is the day picked on the wheel', async ({ page, request }) => {
    const member = await createMember(request);
    await loginAt(page, '/userInfo', member);
    await page.getByLabel(profileForm.mobile).fill('13812345678');
    await page.getByLabel(profileForm.email).fill('tokyo@example.com');
    await page.getByLabel(profileForm.birthday).click();
    await page.locator('.adm-picker-header-button', { hasText: pickerConfirm }).click();
    const picked = (await page.getByLabel(profileForm.birthday).textContent())!.trim();
    // The empty wheel opens on the phone's today, BIRTHDAY_WHEEL_START_YEARS back.
    expect(picked).toBe(await page.evaluate((years) => {
      const today = new Date();
      const d = new Date(today.getFullYear() - years, today.getMonth(), today.getDate());
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    }, BIRTHDAY_WHEEL_START_YEARS));
    await page.getByRole('button', { name: profileForm.submit }).click();
    await expect(toastWith(page, promoMsg.profileSaved)).toBeVisible();
    const token = await apiToken(page, member);
    const user = await (await request.post('/api/user', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(user.data.birthday).toBe(picked);
  });
});

test('pay password changes and the member stays; login password changes, the session ends, the new one works', async ({ page, request }) => {
  const member = await createMember(request, 'pass1234');
  await loginAt(page, '/password?type=2', member);
  await page.getByLabel(passwordForm.pay.old, { exact: true }).fill('pass1234');
  await page.getByLabel(passwordForm.pay.new, { exact: true }).fill('pay12345');
  await page.getByLabel(passwordForm.pay.confirm, { exact: true }).fill('pay54321');
  await page.getByRole('button', { name: passwordForm.submit }).click();
  await expect(toastWith(page, rules.mismatch)).toBeVisible();
  await page.getByLabel(passwordForm.pay.confirm, { exact: true }).fill('pay12345');
  await page.getByRole('button', { name: passwordForm.submit }).click();
  await expect(toastWith(page, msg.passwordChanged)).toBeVisible();
  expect(hashOf(page)).toBe('#/password?type=2');

  await page.goto('/#/password?type=1');
  await page.getByLabel(passwordForm.login.old, { exact: true }).fill('pass1234');
  await page.getByLabel(passwordForm.login.new, { exact: true }).fill('pass1234');
  await page.getByLabel(passwordForm.login.confirm, { exact: true }).fill('pass1234');
  await page.getByRole('button', { name: passwordForm.submit }).click();
  await expect(toastWith(page, rules.sameAsOld)).toBeVisible();
  await page.getByLabel(passwordForm.login.new, { exact: true }).fill('newpass99');
  await page.getByLabel(passwordForm.login.confirm, { exact: true }).fill('newpass99');
  await page.getByRole('button', { name: passwordForm.submit }).click();
  await expect.poll(() => hashOf(page)).toBe('#/login');
  expect(await sessionKeys(page)).toEqual([]);
  await fillLogin(page, member.name, 'newpass99');
  await expect.poll(() => hashOf(page)).toBe('#/');
});

test('agent application: mobile, then reason; an agent gets the agent login instead', async ({ page, request }) => {
  const member = await createMember(request);
  await loginAt(page, '/mine', member);
  await page.getByText(memberWords.agent.join).click();
  await page.getByRole('button', { name: memberWords.agent.apply }).click();
  await expect.poll(() => hashOf(page)).toBe('#/applyagent');
  await page.getByLabel(agentForm.mobile).fill('10012345678');
  await page.getByRole('button', { name: agentForm.submit }).click();
  await expect(toastWith(page, contract.AgentApplyRequest.mobile)).toBeVisible();
  await page.getByLabel(agentForm.mobile).fill('13912345678');
  await page.getByRole('button', { name: agentForm.submit }).click();
  await expect(toastWith(page, contract.AgentApplyRequest.apply_info)).toBeVisible();
  await page.getByLabel(agentForm.reason).fill('有稳定的推广渠道');
  await page.getByRole('button', { name: agentForm.submit }).click();
  await expect(toastWith(page, promoMsg.agentApplied)).toBeVisible();
  await expect.poll(() => hashOf(page)).toBe('#/mine');

  await admin(request, '/admin/user', { username: member.name, isagent: 1 });
  await page.reload();
  await page.getByText(memberWords.agent.login).click();
  await expect.poll(() => hashOf(page)).toBe('#/gamePage?dailiD=1');
});

test('invite: the link with the member\'s code is copied; QR code and poster are saved as PNG files', async ({ page, request, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const member = await createMember(request);
  await loginAt(page, '/inviter', member);
  const uid = (await page.getByTestId('invite-code').textContent())!.trim();
  const link = `${baseURL}/#/reg?type=1&pid=${uid}`;
  await expect(page.getByTestId('invite-url')).toHaveText(link);

  await page.getByRole('button', { name: invite.link.invite }).click();
  await page.getByText(invite.share.link).click();
  await expect(toastWith(page, invite.share.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  for (const [action, file] of [[invite.share.qr, `invite-qr-${uid}.png`], [invite.share.poster, `invite-poster-${uid}.png`]] as const) {
    await page.getByRole('button', { name: invite.link.invite }).click();
    const download = page.waitForEvent('download');
    await page.getByText(action).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(file);
    const bytes = readFileSync((await saved.path())!);
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(bytes.length).toBeGreaterThan(1000);
    await expect(toastWith(page, invite.share.saved)).toBeVisible();
  }
});
