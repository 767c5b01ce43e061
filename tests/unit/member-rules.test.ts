// @vitest-environment node
// The member forms' rules of spec section 5: each failing case gives exactly one message, the first in the spec's
// order, with its exact words.
import { describe, expect, it } from 'vitest';
import contract from '../../locales/zh-CN/contract.json';
import member from '../../locales/zh-CN/member.json';
import { agentSchema, isCalendarDay, passwordSchema, profileSchema } from '../../src/features/member/schemas';

/** The one message the schema reports for `values` (as words), or null when they pass. */
function message(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, values: unknown): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  expect(result.error!.issues).toHaveLength(1);
  // The member's own words, or the contract's rules' (lengths and patterns).
  const [ns, key] = result.error!.issues[0]!.message.split(':') as [string, string];
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ns === 'contract' ? contract : member) as string;
}

describe('profile: mobile, then email, then birthday', () => {
  const ok = { mobile: '13812345678', email: 'me@example.com', birthday: '1990-05-17' };
  it.each([
    [{ ...ok, mobile: '' }, '请输入正确的手机号码！'],
    [{ ...ok, mobile: '12812345678' }, '请输入正确的手机号码！'],
    [{ ...ok, mobile: '1381234567' }, '请输入正确的手机号码！'],
    [{ mobile: 'x', email: 'x', birthday: 'x' }, '请输入正确的手机号码！'],
    [{ ...ok, email: 'me@example' }, '请输入正确的邮箱！'],
    [{ ...ok, email: '', birthday: '' }, '请输入正确的邮箱！'],
    [{ ...ok, birthday: '' }, '请输入正确的日期格式：YYYY-MM-DD'],
    [{ ...ok, birthday: '1990/05/17' }, '请输入正确的日期格式：YYYY-MM-DD'],
    [{ ...ok, birthday: '1990-02-30' }, '请输入正确的日期格式：YYYY-MM-DD'],
  ])('%o → %s', (values, expected) => {
    expect(message(profileSchema, values)).toBe(expected);
  });

  it('passes a good profile, trimmed', () => {
    expect(profileSchema.parse({ ...ok, mobile: ' 13812345678 ', email: ' me@example.com ' })).toEqual(ok);
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2000-02-29')).toBe(true);
    expect(isCalendarDay('1900-02-29')).toBe(false);
    expect(isCalendarDay('2024-13-01')).toBe(false);
  });
});

describe('agent application: mainland mobile, then a reason', () => {
  it.each([
    [{ mobile: '', apply_info: '' }, '请输入正确的手机号码！'],
    [{ mobile: '23812345678', apply_info: 'x' }, '请输入正确的手机号码！'],
    [{ mobile: '13812345678', apply_info: '' }, '请输入申请理由！'],
    [{ mobile: '13812345678', apply_info: '   ' }, '请输入申请理由！'],
  ])('%o → %s', (values, expected) => {
    expect(message(agentSchema, values)).toBe(expected);
  });
  it('passes', () => expect(agentSchema.parse({ mobile: '19912345678', apply_info: ' 渠道 ' })).toEqual({ mobile: '19912345678', apply_info: '渠道' }));
});

describe('password change: required, then lengths, then match, then different', () => {
  const ok = { password: 'oldpass1', paypassword: 'newpass1', confirm: 'newpass1' };
  it.each([
    ['login', { password: '', paypassword: '', confirm: '' }, '请输入原密码！'],
    ['login', { ...ok, password: '' }, '请输入原密码！'],
    ['login', { password: '123', paypassword: '', confirm: '' }, '请输入新密码！'],
    ['login', { ...ok, confirm: '' }, '请再次输入新密码！'],
    ['login', { ...ok, password: '12345' }, '请输入正确的原密码，最少6位！'],
    ['login', { ...ok, paypassword: '12345', confirm: '12345' }, '新密码长度为6~16位！'],
    ['login', { ...ok, paypassword: 'a'.repeat(17), confirm: 'a'.repeat(17) }, '新密码长度为6~16位！'],
    ['login', { ...ok, confirm: 'newpass2' }, '两次密码不一致！'],
    ['login', { password: 'samepass', paypassword: 'samepass', confirm: 'samepass' }, '新密码不能与原密码相同！'],
    ['pay', { ...ok, password: '' }, '请输入原支付密码！'],
    ['pay', { ...ok, paypassword: '' }, '请输入新支付密码！'],
    ['pay', { ...ok, confirm: '' }, '请再次输入新支付密码！'],
    ['pay', { ...ok, password: '123' }, '请输入正确的原支付密码，最少6位！'],
    ['pay', { ...ok, paypassword: 'a'.repeat(19), confirm: 'a'.repeat(19) }, '新支付密码长度为6~18位！'],
    ['pay', { ...ok, confirm: 'x' }, '两次密码不一致！'],
    ['pay', { password: '666888', paypassword: '666888', confirm: '666888' }, '新密码不能与原密码相同！'],
  ] as const)('%s %o → %s', (kind, values, expected) => {
    expect(message(passwordSchema(kind), values)).toBe(expected);
  });

  it('lets an 18-character pay password through, and sends the old and new ones only', () => {
    const long = 'p'.repeat(18);
    expect(passwordSchema('pay').parse({ password: 'oldpay1', paypassword: long, confirm: long })).toEqual({ password: 'oldpay1', paypassword: long });
  });
});
