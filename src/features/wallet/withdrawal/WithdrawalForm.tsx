// One tab's withdrawal form: account, read-only turnover owed, amount with its max button, pay password, and for USDT the
// quote. Checked in the spec's order; sent once however often tapped; on success reset, then records after 1.5 s.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { maxLengthOf } from '../../../api/requestRules';
import { WithdrawRequestSchema } from '../../../api/requestSchemas.gen';
import { toast } from '../../../kit/toast';
import { WITHDRAWAL_REDIRECT_MS } from '../../../../core/constants';
import { parseFen } from '../../../../core/money';
import { NeedsNetwork } from '../../../kit/NeedsNetwork';
import type { User } from '../../../session/queries';
import { betAmountQuery, useWithdraw } from '../api/withdrawals';
import { firstFailing } from '../../../renderers/form/firstFailing';
import { useSubmitOnce } from '../../../renderers/form/useSubmitOnce';
import { AmountField } from '../components/AmountField';
import { WITHDRAWAL_ORDER, withdrawalSchema, type WithdrawalValues, type WithdrawTab } from '../rules';
import { AccountPicker } from './AccountPicker';
import { UsdtQuote } from './UsdtQuote';
import { useFormat } from '../../../lib/useFormat';

const EMPTY: WithdrawalValues = { bank: null, amount: '', password: '' };
const DEFAULT_CHAIN = 'TRC20';

/** Said up front: whether turnover still blocks a withdrawal, and how much is left to play. */
function TurnoverNote({ owed }: { owed: string | undefined }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (owed === undefined) return null;
  const blocking = (parseFen(owed) ?? 0) > 0;
  return (
    <p id="wallet-turnover-note" className={blocking ? 'wallet-turnover wallet-turnover-owed' : 'wallet-turnover'} role="status">
      {blocking ? t('wallet:withdraw.betAmountOwed', { amount: fmt.money(owed) }) : t('wallet:withdraw.betAmountDone')}
    </p>
  );
}

export function WithdrawalForm({ tab, user }: { tab: WithdrawTab; user: User | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schema = useMemo(() => withdrawalSchema(tab), [tab]);
  const { control, handleSubmit, setValue, reset } = useForm<WithdrawalValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const amount = useWatch({ control, name: 'amount' });
  const [chain, setChain] = useState(DEFAULT_CHAIN);
  const betAmount = useQuery(betAmountQuery);
  const withdraw = useWithdraw();
  const [leaving, setLeaving] = useState(false);
  const submitOnce = useSubmitOnce();

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => void navigate('/transRecord?type=2'), WITHDRAWAL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [leaving, navigate]);

  const onInvalid = (errors: FieldErrors<WithdrawalValues>) => {
    const failing = firstFailing(WITHDRAWAL_ORDER, errors)?.message;
    if (failing) toast.fail(t(failing));
  };
  const onValid = async (values: WithdrawalValues) => {
    const answer = await withdraw.mutateAsync({ bank: values.bank!, amount: values.amount, password: values.password }).catch(() => null);
    if (!answer) return; // the refusal is already a red toast
    reset(EMPTY);
    setChain(DEFAULT_CHAIN);
    setLeaving(true);
  };
  const submit = () => (leaving ? Promise.resolve() : submitOnce(handleSubmit(onValid, onInvalid)));
  const busy = withdraw.isPending || leaving;

  return (
    <form className="wallet-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <NeedsNetwork />
      <section className="wallet-card">
        <TurnoverNote owed={betAmount.data?.bet_amount} />
        <div className="wallet-field">
          <span className="wallet-field-label">{tab === 'usdt' ? t('wallet:withdraw.address') : t('wallet:withdraw.card')}</span>
          <Controller
            control={control}
            name="bank"
            render={({ field }) => (
              <AccountPicker
                tab={tab}
                value={field.value}
                onChange={(card) => {
                  field.onChange(card.id);
                  setChain(card.bank_owner);
                }}
              />
            )}
          />
        </div>
        <label className="wallet-field">
          <span className="wallet-field-label">{t('wallet:withdraw.betAmount')}</span>
          <Input value={betAmount.data?.bet_amount ?? '--'} readOnly aria-label={t('wallet:withdraw.betAmount')} aria-describedby="wallet-turnover-note" />
        </label>
        <AmountField
          control={control}
          label={t('wallet:withdraw.amount')}
          placeholder={t('wallet:withdraw.amountPlaceholder')}
          fill={{ label: t('wallet:withdraw.max'), onClick: () => user && setValue('amount', user.balance) }}
        />
        <label className="wallet-field">
          <span className="wallet-field-label">{t('wallet:withdraw.password')}</span>
          <Controller
            control={control}
            name="password"
            render={({ field }) => <Input {...field} type="password" placeholder={t('wallet:withdraw.passwordRequired')} maxLength={maxLengthOf(WithdrawRequestSchema.shape.password)} autoComplete="off" />}
          />
        </label>
        {tab === 'usdt' && <UsdtQuote amount={amount} chain={chain} user={user} />}
      </section>
      <Button block type="submit" color="primary" size="large" shape="rounded" className="wallet-submit" loading={busy} loadingText={t('common:submitting')} disabled={busy}>
        {t('wallet:withdraw.submit')}
      </Button>
    </form>
  );
}
