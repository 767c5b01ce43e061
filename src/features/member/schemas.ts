// The member forms' rules (spec section 5), each message a locale key of the exact sentence. Each schema reports
// one problem, the first in the spec's order, as the spec's forms did.
import { z } from '../../lib/zod';
import { PASSWORD_LENGTH, PAY_PASSWORD_LENGTH } from '../../lib/constants';

export const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A real calendar day, YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

type Fail = (path: string, message: string) => void;
const failer = (ctx: z.RefinementCtx): Fail => (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });

/** Checks in order, stopping at the first that fails. */
function firstOf(ctx: z.RefinementCtx, checks: readonly [boolean, string, string][]): void {
  const fail = failer(ctx);
  const failed = checks.find(([ok]) => !ok);
  if (failed) fail(failed[1], failed[2]);
}

export const profileSchema = z
  .object({ mobile: z.string(), email: z.string(), birthday: z.string() })
  .superRefine((v, ctx) =>
    firstOf(ctx, [
      [MOBILE.test(v.mobile.trim()), 'mobile', 'member:rules.mobile'],
      [EMAIL.test(v.email.trim()), 'email', 'member:rules.email'],
      [isCalendarDay(v.birthday), 'birthday', 'member:rules.birthday'],
    ]),
  )
  .transform((v) => ({ mobile: v.mobile.trim(), email: v.email.trim(), birthday: v.birthday }));

export const agentSchema = z
  .object({ mobile: z.string(), apply_info: z.string() })
  .superRefine((v, ctx) =>
    firstOf(ctx, [
      [MOBILE.test(v.mobile.trim()), 'mobile', 'member:rules.mobile'],
      [v.apply_info.trim().length > 0, 'apply_info', 'member:rules.reason'],
    ]),
  )
  .transform((v) => ({ mobile: v.mobile.trim(), apply_info: v.apply_info.trim() }));

export type PasswordKind = 'login' | 'pay';

const PASSWORD_MESSAGES: Record<PasswordKind, Record<'oldRequired' | 'newRequired' | 'confirmRequired' | 'oldLength' | 'newLength', string>> = {
  login: {
    oldRequired: 'member:rules.login.oldRequired',
    newRequired: 'member:rules.login.newRequired',
    confirmRequired: 'member:rules.login.confirmRequired',
    oldLength: 'member:rules.login.oldLength',
    newLength: 'member:rules.login.newLength',
  },
  pay: {
    oldRequired: 'member:rules.pay.oldRequired',
    newRequired: 'member:rules.pay.newRequired',
    confirmRequired: 'member:rules.pay.confirmRequired',
    oldLength: 'member:rules.pay.oldLength',
    newLength: 'member:rules.pay.newLength',
  },
};

/** Old, new, confirm required; old and new long enough; new equals confirm; new differs from old. */
export function passwordSchema(kind: PasswordKind) {
  const length = kind === 'login' ? PASSWORD_LENGTH : PAY_PASSWORD_LENGTH;
  const fits = (s: string) => s.length >= length.min && s.length <= length.max;
  const m = PASSWORD_MESSAGES[kind];
  return z
    .object({ password: z.string(), paypassword: z.string(), confirm: z.string() })
    .superRefine((v, ctx) =>
      firstOf(ctx, [
        [v.password.length > 0, 'password', m.oldRequired],
        [v.paypassword.length > 0, 'paypassword', m.newRequired],
        [v.confirm.length > 0, 'confirm', m.confirmRequired],
        [fits(v.password), 'password', m.oldLength],
        [fits(v.paypassword), 'paypassword', m.newLength],
        [v.paypassword === v.confirm, 'confirm', 'member:rules.mismatch'],
        [v.paypassword !== v.password, 'paypassword', 'member:rules.sameAsOld'],
      ]),
    )
    .transform((v) => ({ password: v.password, paypassword: v.paypassword }));
}
