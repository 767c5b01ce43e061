import { Input, type InputRef } from 'antd-mobile';
import { useState, type ComponentProps, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand } from './onDemand';

const useEyes = onDemand(() => import('./eyes'));

type Props = Omit<ComponentProps<typeof Input>, 'type'> & { ref?: Ref<InputRef>; classes: { box: string; eye: string } };

/** A password input with the show/hide eye (a phone keyboard makes typos easy to miss); `classes` are the form's look. */
export function PasswordInput({ ref, classes, ...props }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const eyes = useEyes();
  return (
    <div className={classes.box}>
      <Input {...props} ref={ref} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className={classes.eye}
        aria-label={t(visible ? 'renderers:form.hidePassword' : 'renderers:form.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {eyes && (visible ? <eyes.EyeOutline /> : <eyes.EyeInvisibleOutline />)}
      </button>
    </div>
  );
}
