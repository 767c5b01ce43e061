// /login: username and password, the auto-login tick (the username is remembered either way), guest trial, links to
// register and customer service.
import './locale';
import { Button, Checkbox, Input } from 'antd-mobile';
import { LockOutline, UserOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { brand } from '../../../brand.config';
import { safeRedirect, useAppNavigate } from '../../kit/navigation';
import { toast } from '../../kit/toast';
import { NeedsNetwork } from '../../kit/NeedsNetwork';
import { firstFailing } from '../../renderers/form/firstFailing';
import { resolverOnDemand } from '../../renderers/form/resolverOnDemand';
import { PASSWORD_LENGTH, USERNAME_LENGTH } from '../../../core/constants';
import { rememberedUsername } from '../../session/storage';
import { useIsLoggedIn } from '../../session/tokenStore';
import { useLogin } from './api';
import { AuthHero } from './AuthHero';
import { PasswordInput } from './PasswordInput';
import type { LoginValues } from './schemas';
import './auth.css';
import { AppLink } from '../../kit/AppLink';

const loginRules = resolverOnDemand<LoginValues>(() => import('./schemas').then((rules) => rules.loginResolver));

export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [search] = useSearchParams();
  const redirect = safeRedirect(search.get('redirect'));
  const loggedIn = useIsLoggedIn();
  // The spec's auto-login tick, ticked by default: the session outlives the browser; unticked, it ends with it.
  const [autoLogin, setAutoLogin] = useState(true);
  const login = useLogin();
  const trial = useLogin({ silent: true });
  const { control, handleSubmit } = useForm<LoginValues>({
    resolver: loginRules,
    defaultValues: { name: rememberedUsername.get() ?? '', password: '' },
  });
  const [name, password] = useWatch({ control, name: ['name', 'password'] });
  const busy = login.isPending || trial.isPending;

  if (loggedIn && !busy) return <Navigate to={redirect} replace />;

  const submit = handleSubmit(
    (values) =>
      login.mutate({ ...values, keep: autoLogin }, {
        onSuccess: () => {
          rememberedUsername.set(values.name);
          navigate(redirect, { replace: true });
        },
      }),
    (errors) => toast.fail(t(firstFailing(['name', 'password'], errors)?.message ?? 'validation:loginRequired')),
  );
  const tryAsGuest = () =>
    trial.mutate(
      { name: brand.trialAccount.username, password: brand.trialAccount.password, keep: autoLogin },
      { onSuccess: () => navigate(redirect, { replace: true }) },
    );
  const wanted = search.get('redirect');
  const registerPath =
    search.get('type') === '1' ? `/reg?${search.toString()}` : wanted ? `/reg2?${new URLSearchParams({ redirect: wanted }).toString()}` : '/reg2';

  return (
    <div className="auth-page">
      <AuthHero />
      <form className="auth-card" onSubmit={(e) => void submit(e)} noValidate>
        <h2 className="auth-title">{t('auth:login.welcome')}</h2>
        <NeedsNetwork />
        <label className="auth-field">
          <UserOutline className="auth-field-icon" />
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <Input {...field} aria-label={t('auth:login.username')} placeholder={t('auth:login.usernamePlaceholder')} maxLength={USERNAME_LENGTH.max} autoComplete="username" clearable />
            )}
          />
        </label>
        <label className="auth-field">
          <LockOutline className="auth-field-icon" />
          <Controller
            control={control}
            name="password"
            render={({ field }) => (
              <PasswordInput {...field} aria-label={t('auth:login.password')} placeholder={t('auth:login.passwordPlaceholder')} maxLength={PASSWORD_LENGTH.max} autoComplete="current-password" />
            )}
          />
        </label>
        {/* The spec's hidden captcha field: kept for the form's shape, never shown or checked. */}
        <input type="hidden" name="captcha" value="" />
        <div className="auth-row">
          <Checkbox checked={autoLogin} onChange={setAutoLogin} style={{ '--icon-size': '18px', '--font-size': '14px' }}>
            {t('auth:login.autoLogin')}
          </Checkbox>
          <button type="button" className="auth-link" onClick={() => toast.info(t('auth:login.forgotHint'))}>
            {t('auth:login.forgot')}
          </button>
        </div>
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={login.isPending} disabled={!name || !password || busy}>
          {t('auth:login.submit')}
        </Button>
        <Button block fill="outline" color="primary" size="large" shape="rounded" loading={trial.isPending} disabled={busy} onClick={tryAsGuest}>
          {t('auth:login.trial')}
        </Button>
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
      </form>
    </div>
  );
}
