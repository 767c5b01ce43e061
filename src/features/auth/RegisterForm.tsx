// /reg and /reg2: the register rules of the spec, the image code, and what happens after.
import './locale';
import { Button, Input } from 'antd-mobile';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { errorText } from '../../kit/errorText';
import { toast } from '../../kit/toast';
import { NeedsNetwork } from '../../kit/NeedsNetwork';
import { firstFailing } from '../../renderers/form/firstFailing';
import { resolverOnDemand } from '../../renderers/form/resolverOnDemand';
import { PASSWORD_LENGTH, USERNAME_LENGTH } from '../../../core/constants';
import { useRegister } from './api';
import { AuthHero } from './AuthHero';
import { captchaImage, captchaMatches, nextCaptcha, CAPTCHA_CODES } from './captcha';
import { PasswordInput } from './PasswordInput';
import type { RegisterValues, RegisterVariant } from './schemas';
import './auth.css';

const ORDER = ['name', 'password', 'confirm', 'pid', 'code'] as const;

interface Props {
  variant: RegisterVariant;
  /** Where to go once registered (and logged in). */
  onDone(): void;
  footer?: ReactNode;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="auth-form-row">
      <span className="auth-form-label">{label}</span>
      {children}
    </label>
  );
}

function TextField({ control, name, label, placeholder, maxLength }: { control: Control<RegisterValues>; name: keyof RegisterValues; label: string; placeholder: string; maxLength: number }) {
  return (
    <Row label={label}>
      <Controller control={control} name={name} render={({ field }) => <Input {...field} aria-label={label} placeholder={placeholder} maxLength={maxLength} clearable />} />
    </Row>
  );
}

export function RegisterForm({ variant, onDone, footer }: Props) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [captcha, setCaptcha] = useState(() => Math.floor(Math.random() * CAPTCHA_CODES.length));
  const rules = useMemo(
    () => resolverOnDemand<RegisterValues>(() => import('./schemas').then((m) => m.registerResolver(variant, (code) => captchaMatches(captcha, code)))),
    [variant, captcha],
  );
  const register = useRegister();
  const { control, handleSubmit, setValue } = useForm<RegisterValues>({
    resolver: rules,
    defaultValues: { name: '', password: '', confirm: '', pid: search.get('pid') ?? '', code: '' },
  });
  const refreshCaptcha = () => {
    setCaptcha((current) => nextCaptcha(current));
    setValue('code', '');
  };

  const submit = handleSubmit(
    (v) =>
      register.mutate(
        { name: v.name, realname: v.name, password: v.password, confirmPass: v.confirm, paypassword: v.password, code: v.code, ...(v.pid ? { pid: v.pid } : {}) },
        {
          onSuccess: onDone,
          onError: (error) => {
            const reason = error instanceof ApiError && error.kind === 'business' ? error.message : errorText(error, t);
            toast.fail(reason ? t('errors:registerFailedWithReason', { reason }) : t('errors:registerFailed'));
            refreshCaptcha();
          },
        },
      ),
    (errors) => {
      const failing = firstFailing(ORDER, errors);
      if (failing) toast.fail(t(failing.message));
      if (errors.code?.message === 'validation:codeWrong') refreshCaptcha();
    },
  );

  return (
    <div className="auth-page">
      <AuthHero compact />
      <form className="auth-card" onSubmit={(e) => void submit(e)} noValidate>
        <h2 className="auth-title">{t('auth:register.title')}</h2>
        <NeedsNetwork />
        <TextField control={control} name="name" label={t('auth:register.username')} placeholder={t('auth:register.usernamePlaceholder')} maxLength={USERNAME_LENGTH.max} />
        <Row label={t('auth:register.password')}>
          <Controller control={control} name="password" render={({ field }) => <PasswordInput {...field} aria-label={t('auth:register.password')} placeholder={t('auth:register.passwordPlaceholder')} maxLength={PASSWORD_LENGTH.max} autoComplete="new-password" />} />
        </Row>
        <Row label={t('auth:register.confirm')}>
          <Controller control={control} name="confirm" render={({ field }) => <PasswordInput {...field} aria-label={t('auth:register.confirm')} placeholder={t('auth:register.confirmPlaceholder')} maxLength={PASSWORD_LENGTH.max} autoComplete="new-password" />} />
        </Row>
        {variant === 'reg2' && (
          <TextField control={control} name="pid" label={t('auth:register.inviter')} placeholder={t('auth:register.inviterPlaceholder')} maxLength={USERNAME_LENGTH.max} />
        )}
        <Row label={t('auth:register.code')}>
          <Controller control={control} name="code" render={({ field }) => <Input {...field} aria-label={t('auth:register.code')} placeholder={t('auth:register.codePlaceholder')} maxLength={USERNAME_LENGTH.max} autoComplete="off" />} />
          <button type="button" className="auth-captcha" onClick={refreshCaptcha} title={t('auth:register.changeCode')}>
            <img src={captchaImage(captcha)} alt={t('auth:register.captchaAlt')} width={100} height={40} data-captcha={captcha} />
          </button>
        </Row>
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={register.isPending} disabled={register.isPending}>
          {t('auth:register.submit')}
        </Button>
        <p className="auth-note">{t('auth:register.agreement')}</p>
        {footer}
      </form>
    </div>
  );
}
