// @vitest-environment node
// The login and register rules of the spec's section 5, with their exact messages, in the spec's order.
import { describe, expect, it } from 'vitest';
import i18n from '../../src/kit/i18n';
import { CAPTCHA_CODES, captchaMatches, nextCaptcha } from '../../src/features/auth/captcha';
import { loginSchema, registerSchema, type RegisterValues, type RegisterVariant } from '../../src/features/auth/schemas';

const ok: RegisterValues = { name: 'player01', password: 'secret1', confirm: 'secret1', pid: '', code: CAPTCHA_CODES[0] };

function firstMessage(variant: RegisterVariant, values: RegisterValues): string | undefined {
  const result = registerSchema(variant, (code) => captchaMatches(0, code)).safeParse(values);
  return result.success ? undefined : i18n.t(result.error.issues[0]!.message);
}

describe('register rules', () => {
  it('accepts a valid form', () => {
    expect(firstMessage('reg', ok)).toBeUndefined();
  });

  it.each([
    [{ name: 'abc12' }, '用户名长度6~16位，以字母或数字组合！'],
    [{ name: 'abc-123' }, '用户名长度6~16位，以字母或数字组合！'],
    [{ password: '12345', confirm: '12345' }, '请输入正确的密码长度，最少6位！'],
    [{ confirm: 'secret2' }, '两次密码不一样！'],
    [{ code: ' ' }, '请输入验证码！'],
    [{ code: 'zzzz' }, '验证码错误！'],
  ])('reg: %o → %s', (patch, message) => {
    expect(firstMessage('reg', { ...ok, ...patch })).toBe(message);
  });

  it('uses the second form\'s wording for a mismatched confirmation', () => {
    expect(firstMessage('reg2', { ...ok, confirm: 'other11' })).toBe('两次密码不一致！');
  });

  it('checks in order: name before password before confirmation before code', () => {
    expect(firstMessage('reg', { name: 'a', password: '1', confirm: '2', pid: '', code: '' })).toBe('用户名长度6~16位，以字母或数字组合！');
    expect(firstMessage('reg', { ...ok, password: '1', confirm: '2', code: '' })).toBe('请输入正确的密码长度，最少6位！');
    expect(firstMessage('reg', { ...ok, confirm: '2', code: '' })).toBe('两次密码不一样！');
  });

  it('matches the image code case-insensitively and changes the image', () => {
    expect(captchaMatches(0, CAPTCHA_CODES[0].toUpperCase())).toBe(true);
    expect(captchaMatches(0, ` ${CAPTCHA_CODES[0].toLowerCase()} `)).toBe(true);
    expect(CAPTCHA_CODES).toHaveLength(21);
    for (let i = 0; i < 21; i += 1) expect(nextCaptcha(i)).not.toBe(i);
  });
});

describe('login rules', () => {
  it('asks for both fields with the spec\'s message', () => {
    const result = loginSchema.safeParse({ name: '  ', password: 'x' });
    expect(result.success).toBe(false);
    expect(i18n.t(result.error!.issues[0]!.message)).toBe('请输入您的账号和密码！');
  });
});
