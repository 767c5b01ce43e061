// What /reg and /reg2 declare alike: the fields in the spec's order (the inviter's on /reg2 only), the captcha shown
// by a random picture and renewed after a wrong code or a refused registration, and the call. Each screen adds its
// variant's rules and where it goes once registered.
import { PASSWORD_LENGTH, USERNAME_LENGTH } from '../../../core/constants';
import type { FieldDeclaration } from '../../renderers/form';
import { register } from './api';
import { CAPTCHA_CODES } from './captchaCodes';
import { CaptchaPicture, renewedCaptcha } from './parts';
import type { RegisterValues, RegisterVariant } from './schemas';

type Field = FieldDeclaration<Extract<keyof RegisterValues, string>>;

/** The rules of a variant (its sentence for a mismatched confirmation), loaded at the form's first check. */
export const registerRules = (variant: RegisterVariant) => () => import('./schemas').then((rules) => () => rules.registerSchema(variant));

export function registerFields(variant: RegisterVariant): Field[] {
  const inviter: Field[] = [{ name: 'pid', kind: 'text', labelKey: 'auth:register.inviter', placeholderKey: 'auth:register.inviterPlaceholder', maxLength: USERNAME_LENGTH.max }];
  return [
    { name: 'name', kind: 'text', labelKey: 'auth:register.username', placeholderKey: 'auth:register.usernamePlaceholder', maxLength: USERNAME_LENGTH.max },
    { name: 'password', kind: 'password', labelKey: 'auth:register.password', placeholderKey: 'auth:register.passwordPlaceholder', maxLength: PASSWORD_LENGTH.max, autoComplete: 'new-password' },
    { name: 'confirm', kind: 'password', labelKey: 'auth:register.confirm', placeholderKey: 'auth:register.confirmPlaceholder', maxLength: PASSWORD_LENGTH.max, autoComplete: 'new-password' },
    ...(variant === 'reg2' ? inviter : []),
    // The spec's inputs are 16 at most, the code's too.
    { name: 'code', kind: 'text', labelKey: 'auth:register.code', placeholderKey: 'auth:register.codePlaceholder', maxLength: USERNAME_LENGTH.max, autoComplete: 'off', clearable: false, aside: CaptchaPicture },
  ];
}

export const REGISTRATION = {
  /** The inviter from the link (/reg?type=1&pid=), and one of the pictures at random. */
  defaults: (search: URLSearchParams) => ({ pid: search.get('pid') ?? '', captcha: Math.floor(Math.random() * CAPTCHA_CODES.length) }),
  submitKey: 'auth:register.submit',
  submit: register,
  // A failure is "registration failed", with the server's reason (or the failure's category) where there is one.
  failureWords: { reason: 'errors:registerFailedWithReason', plain: 'errors:registerFailed' },
  // A wrong code, or a refused registration, shows another picture.
  afterFailure: (failure: { errors: { code?: string }; sent: boolean }, values: Pick<RegisterValues, 'captcha'>) =>
    failure.sent || failure.errors.code === 'validation:codeWrong' ? renewedCaptcha(values) : undefined,
};
