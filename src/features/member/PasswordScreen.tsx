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

const LoginPasswordForm = defineForm({
  schema: passwordSchema('login'),
  fields: [
    { name: 'password', labelKey: 'member:passwordForm.login.old', placeholderKey: 'member:passwordForm.login.oldPlaceholder', kind: 'password', maxLength: PASSWORD_LENGTH.max },
    { name: 'paypassword', labelKey: 'member:passwordForm.login.new', placeholderKey: 'member:passwordForm.login.newPlaceholder', kind: 'password', maxLength: PASSWORD_LENGTH.max },
    { name: 'confirm', labelKey: 'member:passwordForm.login.confirm', placeholderKey: 'member:passwordForm.login.confirmPlaceholder', kind: 'password', maxLength: PASSWORD_LENGTH.max },
  ],
  submitKey: 'member:passwordForm.submit',
  submit: (values) => changePassword('login', values),
});

const PayPasswordForm = defineForm({
  schema: passwordSchema('pay'),
  fields: [
    { name: 'password', labelKey: 'member:passwordForm.pay.old', placeholderKey: 'member:passwordForm.pay.oldPlaceholder', kind: 'password', maxLength: PAY_PASSWORD_LENGTH.max },
    { name: 'paypassword', labelKey: 'member:passwordForm.pay.new', placeholderKey: 'member:passwordForm.pay.newPlaceholder', kind: 'password', maxLength: PAY_PASSWORD_LENGTH.max },
    { name: 'confirm', labelKey: 'member:passwordForm.pay.confirm', placeholderKey: 'member:passwordForm.pay.confirmPlaceholder', kind: 'password', maxLength: PAY_PASSWORD_LENGTH.max },
  ],
  submitKey: 'member:passwordForm.submit',
  submit: (values) => changePassword('pay', values),
  onSuccess: { resetForm: true },
});

export default function PasswordScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const login = search.get('type') === '1';
  useHeaderTitle(login ? t('member:passwordForm.login.title') : t('member:passwordForm.pay.title'));
  return login ? <LoginPasswordForm key="login" /> : <PayPasswordForm key="pay" />;
}
