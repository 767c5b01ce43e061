// The log-in and registration forms' own parts: the brand above them, the forgotten password beside the tick, the
// captcha's picture beside its code, and the links and the agreement under them.
import './locale';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../kit/AppLink';
import { useAppNavigate } from '../../kit/navigation';
import { toast } from '../../kit/toast';
import { useFormPart } from '../../renderers/form';
import { AuthHero } from './AuthHero';
import { captchaImage, nextCaptcha } from './captcha';
import type { RegisterValues } from './schemas';

/** The brand band, shorter above the registration's longer form. */
export const CompactAuthHero = () => <AuthHero compact />;

/** Beside the auto-login tick: there is no reset by mail, customer service does it. */
export function ForgotPassword() {
  const { t } = useTranslation();
  return (
    <button type="button" className="auth-link" onClick={() => toast.info(t('auth:login.forgotHint'))}>
      {t('auth:login.forgot')}
    </button>
  );
}

/** Under the log-in: to register (/reg2; /reg for an inviter's link, type=1), customer service and the hall. */
export function LoginLinks() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const wanted = search.get('redirect');
  const registerPath =
    search.get('type') === '1' ? `/reg?${search.toString()}` : wanted ? `/reg2?${new URLSearchParams({ redirect: wanted }).toString()}` : '/reg2';
  return (
    <>
      <p className="auth-switch">
        {t('auth:login.noAccount')}
        <AppLink to={registerPath} className="auth-link auth-link-strong">
          {t('auth:login.toRegister')}
        </AppLink>
      </p>
      <div className="auth-footer-links">
        <AppLink to="/kefu" className="auth-link">
          {t('auth:login.contactService')}
        </AppLink>
        <span aria-hidden>·</span>
        <AppLink to="/" className="auth-link">
          {t('auth:login.visitHall')}
        </AppLink>
      </div>
    </>
  );
}

/** Another picture than the one shown, and its code typed afresh. */
export const renewedCaptcha = (values: Pick<RegisterValues, 'captcha'>) => ({ captcha: nextCaptcha(values.captcha ?? 0), code: '' });

/** The captcha's picture beside its code: a tap shows another. */
export function CaptchaPicture() {
  const { t } = useTranslation();
  const form = useFormPart<RegisterValues>();
  const captcha = form.values.captcha ?? 0;
  const renew = () => {
    const next = renewedCaptcha(form.get());
    form.set('captcha', next.captcha);
    form.set('code', next.code);
  };
  return (
    <button type="button" className="auth-captcha" onClick={renew} title={t('auth:register.changeCode')}>
      <img src={captchaImage(captcha)} alt={t('auth:register.captchaAlt')} width={100} height={40} data-captcha={captcha} />
    </button>
  );
}

/** Under the registration: what registering agrees to. */
export function RegisterNote() {
  const { t } = useTranslation();
  return <p className="auth-note">{t('auth:register.agreement')}</p>;
}

/** Under the second registration form: the agreement, and the way back to log in (keeping where the visitor was going). */
export function RegisterNoteWithLogin() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  return (
    <>
      <RegisterNote />
      <p className="auth-switch">
        {t('auth:register.hasAccount')}
        <button type="button" className="auth-link auth-link-strong" onClick={() => navigate(redirect ? `/login?${new URLSearchParams({ redirect }).toString()}` : '/login')}>
          {t('auth:register.toLogin')}
        </button>
      </p>
    </>
  );
}
