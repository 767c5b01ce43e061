// /login: username and password (the button waits for both), the auto-login tick (with it, the username is also
// remembered for the next time: ./api.ts) beside the forgotten password, the guest trial, links to register and
// customer service. Its rules (zod and the contract's) load at its first check. A member is sent on to where they were
// going.
import './locale';
import { LockOutline, UserOutline } from 'antd-mobile-icons';
import { PASSWORD_LENGTH, USERNAME_LENGTH } from '../../../core/constants';
import { safeRedirect } from '../../kit/navigation';
import { defineForm } from '../../renderers/form';
import { rememberedUsername } from '../../session/storage';
import { logIn, logInAsGuest } from './api';
import { AuthHero } from './AuthHero';
import { LOGIN_LOOK } from './looks';
import { ForgotPassword, LoginLinks } from './parts';
import './auth.css';

const onward = { navigate: (_values: unknown, _answer: unknown, search: URLSearchParams) => safeRedirect(search.get('redirect')), replace: true };

export default defineForm({
  look: LOGIN_LOOK,
  rules: () => import('./schemas').then((rules) => rules.loginRules),
  header: AuthHero,
  titleKey: 'auth:login.welcome',
  visitorsOnly: (search) => safeRedirect(search.get('redirect')),
  fields: [
    { name: 'name', kind: 'text', icon: UserOutline, labelKey: 'auth:login.username', placeholderKey: 'auth:login.usernamePlaceholder', maxLength: USERNAME_LENGTH.max, autoComplete: 'username' },
    { name: 'password', kind: 'password', icon: LockOutline, labelKey: 'auth:login.password', placeholderKey: 'auth:login.passwordPlaceholder', maxLength: PASSWORD_LENGTH.max, autoComplete: 'current-password' },
    // The spec's hidden captcha field: kept for the form's shape, never shown or checked.
    { name: 'captcha', kind: 'hidden', labelKey: 'auth:register.code' },
    // The spec's auto-login tick, ticked by default: the session outlives the browser; unticked, it ends with it.
    { name: 'keep', kind: 'check', labelKey: 'auth:login.autoLogin', aside: ForgotPassword },
  ],
  defaults: () => ({ name: rememberedUsername.get() ?? '', keep: true }),
  submitKey: 'auth:login.submit',
  submitWhen: ({ name, password }) => !!name && !!password,
  submit: logIn,
  successToast: false,
  onSuccess: onward,
  // The spec's guest trial: its failure says nothing.
  actions: [{ labelKey: 'auth:login.trial', submit: ({ keep }, { queryClient }) => logInAsGuest(keep, queryClient), silent: true, successToast: false, onSuccess: onward }],
  footer: LoginLinks,
});
