// /password: ?type=1 changes the login password (then the session ends and the player logs in again), any other
// type the pay password. Two declared forms, one per tab; each input's limit is its contract's.
import './locale';
import { PasswordChangeRequestSchema, PayPasswordChangeRequestSchema } from '../../api/requestSchemas.gen';
import { defineForm, defineFormTabs } from '../../renderers/form';
import { changePassword } from './api/forms';
import { passwordSchema, type PasswordKind } from './schemas';
import './member.css';

const REQUEST = { login: PasswordChangeRequestSchema, pay: PayPasswordChangeRequestSchema } as const;

/** The form for one secret: the old one, the new one twice (the confirmation limited as the new one). */
function passwordForm(kind: PasswordKind) {
  const words = (key: string) => ({ labelKey: `member:passwordForm.${kind}.${key}`, placeholderKey: `member:passwordForm.${kind}.${key}Placeholder` });
  return defineForm({
    request: REQUEST[kind],
    schema: passwordSchema(kind),
    fields: [
      { name: 'password', kind: 'password', ...words('old') },
      { name: 'paypassword', kind: 'password', ...words('new') },
      { name: 'confirm', contract: 'paypassword', kind: 'password', ...words('confirm') },
    ],
    submitKey: 'member:passwordForm.submit',
    submit: (values) => changePassword(kind, values),
    // Changing the login password ends the session; the pay password form stays, emptied.
    ...(kind === 'pay' ? { onSuccess: { resetForm: true } } : {}),
  });
}

export default defineFormTabs({
  param: 'type',
  tabs: [
    { when: '1', titleKey: 'member:passwordForm.login.title', form: passwordForm('login') },
    { titleKey: 'member:passwordForm.pay.title', form: passwordForm('pay') },
  ],
});
