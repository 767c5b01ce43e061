// The member centre where the browser is part of the point, against the shared reference server: the avatar's file
// chosen, uploaded and served back; the birthday wheel on a phone in another time zone; the invite link copied to the
// clipboard and the QR code and poster downloaded. (Applying to a promotion, the login's way back, and the profile,
// password and agent forms: tests/component/promotions-journeys.test.tsx, on the same server code.)
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import invite from '../../locales/zh-CN/invite.json' with { type: 'json' };
import memberWords from '../../locales/zh-CN/member.json' with { type: 'json' };
import { promoMsg } from '../../server/features/promotions/messages';
import { BIRTHDAY_WHEEL_START_YEARS } from '../../core/constants';
import { memberAt } from './promotions-steps';
import { antdWords, toastWith } from './support';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TINY_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1d1e1e80000000049454e44ae426082', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const { profileForm } = memberWords;
/** The date wheel's confirm button: antd-mobile's own word, not one of ours. */
const pickerConfirm = antdWords.common.confirm;

test('avatar: a png becomes the new avatar, a .jpg is refused', async ({ page, request }) => {
  const member = await memberAt(page, request, '/mine');
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
  const refused = await request.post('/api/uploadimg', {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG } },
  });
  expect(await refused.json()).toMatchObject({ code: 422, message: promoMsg.avatarType });
});

test.describe('on a phone east of Beijing', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the birthday saved is the day picked on the wheel', async ({ page, request }) => {
    const member = await memberAt(page, request, '/userInfo');
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
    const user = await (await request.post('/api/user', { headers: { authorization: `Bearer ${member.token}` } })).json();
    expect(user.data.birthday).toBe(picked);
  });
});

test('invite: the link with the member\'s code is copied; QR code and poster are saved as PNG files', async ({ page, request, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await memberAt(page, request, '/inviter');
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
