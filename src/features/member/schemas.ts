// The member forms' rules (spec section 5), each message a locale key of the exact sentence. Each schema reports
// one problem, the first in the spec's order, as the spec's forms did. Lengths, patterns and their messages come
// from the contract (requestSchemas.gen.ts) where it has them; the rest is what the contract cannot say.
import { z } from '../../lib/zod';
import '../../kit/contractLocale';
import { firstProblem, messageOf, requiredProblem } from '../../api/requestRules';
import { AgentApplyRequestSchema, PasswordChangeRequestSchema, PayPasswordChangeRequestSchema, ProfileUpdateRequestSchema } from '../../api/requestSchemas.gen';


/** A real calendar day, YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

type Fail = (path: string, message: string) => void;
const failer = (ctx: z.RefinementCtx): Fail => (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });

/** Checks in order, stopping at the first that fails; a check is a pass/fail with its message, or a contract rule's problem. */
type Check = readonly [boolean, string, string] | readonly [string | undefined, string];
function firstOf(ctx: z.RefinementCtx, checks: readonly Check[]): void {
  const fail = failer(ctx);
  for (const check of checks) {
    if (check.length === 3 && !check[0]) return fail(check[1], check[2]);
    if (check.length === 2 && check[0] !== undefined) return fail(check[1], check[0]);
  }
}
const agent = AgentApplyRequestSchema.shape;
const profile = ProfileUpdateRequestSchema.shape;

/**
 * The contract lets each profile field be sent empty (left unchanged); this form asks for all three, so an empty one
 * is told the field's own contract sentence. A birthday must also be a real day, which a pattern cannot say.
 */
export const profileSchema = z
  .object({ mobile: z.string(), email: z.string(), birthday: z.string() })
  .superRefine((v, ctx) =>
    firstOf(ctx, [
      [requiredProblem(profile.mobile, v.mobile.trim()), 'mobile'],
      [requiredProblem(profile.email, v.email.trim()), 'email'],
      [requiredProblem(profile.birthday, v.birthday) ?? (isCalendarDay(v.birthday) ? undefined : messageOf(profile.birthday)), 'birthday'],
    ]),
  )
  .transform((v) => ({ mobile: v.mobile.trim(), email: v.email.trim(), birthday: v.birthday }));

export const agentSchema = z
  .object({ mobile: z.string(), apply_info: z.string() })
  .superRefine((v, ctx) =>
    firstOf(ctx, [
      [firstProblem(agent.mobile, v.mobile.trim()), 'mobile'],
      [firstProblem(agent.apply_info, v.apply_info.trim()), 'apply_info'],
    ]),
  )
  .transform((v) => ({ mobile: v.mobile.trim(), apply_info: v.apply_info.trim() }));

export type PasswordKind = 'login' | 'pay';

const PASSWORD_MESSAGES: Record<PasswordKind, Record<'oldRequired' | 'newRequired' | 'confirmRequired', string>> = {
  login: {
    oldRequired: 'member:rules.login.oldRequired',
    newRequired: 'member:rules.login.newRequired',
    confirmRequired: 'member:rules.login.confirmRequired',
  },
  pay: {
    oldRequired: 'member:rules.pay.oldRequired',
    newRequired: 'member:rules.pay.newRequired',
    confirmRequired: 'member:rules.pay.confirmRequired',
  },
};

/** Old, new, confirm required; old and new long enough (the contract's rules); new equals confirm; new differs from old. */
export function passwordSchema(kind: PasswordKind) {
  const rules = (kind === 'login' ? PasswordChangeRequestSchema : PayPasswordChangeRequestSchema).shape;
  const m = PASSWORD_MESSAGES[kind];
  return z
    .object({ password: z.string(), paypassword: z.string(), confirm: z.string() })
    .superRefine((v, ctx) =>
      firstOf(ctx, [
        [v.password.length > 0, 'password', m.oldRequired],
        [v.paypassword.length > 0, 'paypassword', m.newRequired],
        [v.confirm.length > 0, 'confirm', m.confirmRequired],
        [firstProblem(rules.password, v.password), 'password'],
        [firstProblem(rules.paypassword, v.paypassword), 'paypassword'],
        [v.paypassword === v.confirm, 'confirm', 'member:rules.mismatch'],
        [v.paypassword !== v.password, 'paypassword', 'member:rules.sameAsOld'],
      ]),
    )
    .transform((v) => ({ password: v.password, paypassword: v.paypassword }));
}
