// /reg2: the second register form with referrer UID and a way back to login; done → the previous page.
import './locale';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { safeRedirect, useAppNavigate, useGoBack } from '../../kit/navigation';
import { RegisterForm } from './RegisterForm';

export default function RegisterScreen2() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const goBack = useGoBack();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const done = () => (redirect ? navigate(safeRedirect(redirect), { replace: true }) : goBack());
  return (
    <RegisterForm
      variant="reg2"
      onDone={done}
      footer={
        <p className="auth-switch">
          {t('auth:register.hasAccount')}
          <button type="button" className="auth-link auth-link-strong" onClick={() => navigate(redirect ? `/login?${new URLSearchParams({ redirect }).toString()}` : '/login')}>
            {t('auth:register.toLogin')}
          </button>
        </p>
      }
    />
  );
}
