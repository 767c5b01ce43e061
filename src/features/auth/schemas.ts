// The login and registration rules of the spec's section 5. The field rules and their messages come from the contract
// (requestSchemas.gen.ts); this file adds what it cannot say: trimming, the confirmation and the captcha.
import { z } from '../../lib/zod';
import { capabilities } from '../../api/wire';
import '../../kit/contractLocale';
import { firstProblem } from '../../api/requestRules';
import { LoginRequestSchema, RegisterRequestSchema } from '../../api/requestSchemas.gen';
import { captchaMatches } from './captcha';

const login = LoginRequestSchema.shape;
/** The auto-login tick, and the spec's hidden captcha field (kept for the form's shape, never checked), go along. */
export const loginSchema = z.object({
  name: z.string().trim().pipe(login.name),
  password: z.string().trim().pipe(login.password),
  keep: z.boolean().optional(),
  captcha: z.string().optional(),
});
export type LoginValues = z.infer<typeof loginSchema>;
/** The log-in form's rules (this module loads at its first check). */
export const loginRules = () => loginSchema;

export type RegisterVariant = 'reg' | 'reg2';

/** `captcha`: the picture shown (its index), whose code `code` must be. */
const registerFields = z.object({
  name: z.string(),
  password: z.string(),
  confirm: z.string(),
  pid: z.string(),
  code: z.string(),
  captcha: z.number().optional(),
});
export type RegisterValues = z.infer<typeof registerFields>;

const register = RegisterRequestSchema.shape;

/**
 * Checked in the spec's order: name, password, confirmation, inviter, code present, code right: the code of the
 * picture shown (`captcha`), unless `codeMatches` says otherwise.
 */
export function registerSchema(variant: RegisterVariant, codeMatches?: (code: string) => boolean) {
  return registerFields.superRefine((v, ctx) => {
    const fail = (path: keyof RegisterValues, message: string | undefined) =>
      message && ctx.addIssue({ code: 'custom', path: [path], message });
    fail('name', firstProblem(register.name, v.name));
    // A back end may take only longer passwords than the contract (the Laravel one: 8); the form asks what it takes.
    const tooShortForBackEnd = v.password.length < capabilities().registerPasswordMin;
    fail('password', firstProblem(register.password, v.password) ?? (tooShortForBackEnd ? 'validation:passwordLengthEight' : undefined));
    // The two variants word the mismatch differently (spec section 5), so the contract's one sentence is not used.
    if (v.confirm !== v.password) fail('confirm', variant === 'reg' ? 'validation:passwordsDifferReg' : 'validation:passwordsDifferReg2');
    fail('pid', firstProblem(register.pid, v.pid.trim() || undefined));
    const codeProblem = firstProblem(register.code, v.code.trim());
    if (codeProblem) fail('code', codeProblem);
    else if (!(codeMatches ? codeMatches(v.code) : v.captcha !== undefined && captchaMatches(v.captcha, v.code))) fail('code', 'validation:codeWrong');
  });
}
