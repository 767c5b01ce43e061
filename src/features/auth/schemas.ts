// The login and registration rules of the spec's section 5; each message is an i18n key of the exact text.
import { z } from '../../lib/zod';
import { PASSWORD_LENGTH, USERNAME_LENGTH } from '../../lib/constants';

const USERNAME = new RegExp(`^[A-Za-z0-9]{${USERNAME_LENGTH.min},${USERNAME_LENGTH.max}}$`);

export const loginSchema = z.object({
  name: z.string().trim().min(1, 'validation:loginRequired'),
  password: z.string().trim().min(1, 'validation:loginRequired'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export type RegisterVariant = 'reg' | 'reg2';

const registerFields = z.object({
  name: z.string(),
  password: z.string(),
  confirm: z.string(),
  pid: z.string(),
  code: z.string(),
});
export type RegisterValues = z.infer<typeof registerFields>;

/** Checked in the spec's order: name, password, confirmation, code present, code right. */
export function registerSchema(variant: RegisterVariant, codeMatches: (code: string) => boolean) {
  return registerFields.superRefine((v, ctx) => {
    const fail = (path: keyof RegisterValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!USERNAME.test(v.name)) fail('name', 'validation:usernameFormat');
    if (v.password.length < PASSWORD_LENGTH.min || v.password.length > PASSWORD_LENGTH.max) fail('password', 'validation:passwordLength');
    if (v.confirm !== v.password) fail('confirm', variant === 'reg' ? 'validation:passwordsDifferReg' : 'validation:passwordsDifferReg2');
    if (!v.code.trim()) fail('code', 'validation:codeRequired');
    else if (!codeMatches(v.code)) fail('code', 'validation:codeWrong');
  });
}
