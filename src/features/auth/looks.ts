// The log-in and registration forms as declarations draw them: one card under the brand (./auth.css), with icon rows
// (log-in) or labelled rows (registration), and a password's own eye.
import type { FormLook } from '../../renderers/form';

const AUTH_CARD = {
  page: 'auth-page',
  form: 'auth-card',
  title: 'auth-title',
  wrap: true,
  busyText: false,
  password: { box: 'auth-password', eye: 'auth-eye' },
} satisfies Partial<FormLook>;

export const LOGIN_LOOK: FormLook = { ...AUTH_CARD, field: 'auth-field', icon: 'auth-field-icon', kinds: { check: 'auth-row' } };

export const REGISTER_LOOK: FormLook = { ...AUTH_CARD, field: 'auth-form-row', label: 'auth-form-label' };
