import { Input, type InputRef } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState, type ComponentProps, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** A password input with the show/hide eye (a phone keyboard makes typos easy to miss). */
export function PasswordInput({ ref, ...props }: Omit<ComponentProps<typeof Input>, 'type'> & { ref?: Ref<InputRef> }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="form-password">
      <Input {...props} ref={ref} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="form-password-eye"
        aria-label={t(visible ? 'renderers:form.hidePassword' : 'renderers:form.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </div>
  );
}
