import './locale';
import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** A password field with the show/hide eye. */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="auth-password">
      <Input {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="auth-eye"
        aria-label={t(visible ? 'auth:login.hidePassword' : 'auth:login.showPassword')}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </div>
  );
}
