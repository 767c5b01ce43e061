// @vitest-environment node
// The next level's VIP progress and what may be sent as an avatar.
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarProblem } from '../../src/features/member/avatarFile';
import { vipProgress } from '../../src/lib/vipProgress';

describe('vip progress', () => {
  it.each([
    ['500.00', '1000.00', 50],
    ['333.33', '1000.00', 33],
    ['666.66', '1000.00', 67],
    ['2500.00', '1000.00', 100],
    ['0.00', '1000.00', 0],
    ['500.00', '0.00', 0],
    ['', '1000.00', 0],
  ])('%s of %s is %i %%', (paysum, recharge, percent) => {
    expect(vipProgress(paysum, recharge)).toBe(percent);
  });
});

describe('avatar file', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const gif = new TextEncoder().encode('GIF89a....');
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

  it('takes a png or a gif by their first bytes, whatever their name or type says', async () => {
    expect(await avatarProblem(new File([png], 'me.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(await avatarProblem(new File([gif], 'me.gif'))).toBeNull();
  });

  it('refuses anything else, and a file over 1 MB', async () => {
    expect(await avatarProblem(new File([jpeg], 'me.png', { type: 'image/png' }))).toBe('member:avatar.wrongType');
    expect(await avatarProblem(new File([png, new Uint8Array(AVATAR_MAX_BYTES)], 'big.png'))).toBe('member:avatar.tooLarge');
  });
});
