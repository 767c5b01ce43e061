// /password: ?type=1 changes the login password (then the session ends and the player logs in again), any other
// type the pay password.
import './locale';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useHeaderTitle } from '../../app/headerTitle';
import { defineForm } from '../../renderers/form';
import { PASSWORD_LENGTH, PAY_PASSWORD_LENGTH } from '../../lib/constants';
import { changePassword } from './api/forms';
import { passwordSchema } from './schemas';
import './member.css';

/** The form for one secret: the old one, the new one twice; `kind` picks the words and the length rule. */
function passwordForm(kind: 'login' | 'pay', maxLength: number, resetOnSuccess: boolean) {
  const field = (name: 'password' | 'paypassword' | 'confirm', key: string) =>
    ({ name, labelKey: `member:passwordForm.${kind}.${key}`, placeholderKey: `member:passwordForm.${kind}.${key}Placeholder`, kind: 'password', maxLength }) as const;
  return defineForm({
    schema: passwordSchema(kind),
    fields: [field('password', 'old'), field('paypassword', 'new'), field('confirm', 'confirm')],
    submitKey: 'member:passwordForm.submit',
    submit: (values) => changePassword(kind, values),
    ...(resetOnSuccess ? { onSuccess: { resetForm: true } } : {}),
  });
}

// Changing the login password ends the session; the pay password form stays, emptied.
const LoginPasswordForm = passwordForm('login', PASSWORD_LENGTH.max, false);
const PayPasswordForm = passwordForm('pay', PAY_PASSWORD_LENGTH.max, true);

export default function PasswordScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const login = search.get('type') === '1';
  useHeaderTitle(login ? t('member:passwordForm.login.title') : t('member:passwordForm.pay.title'));
  return login ? <LoginPasswordForm key="login" /> : <PayPasswordForm key="pay" />;
}
