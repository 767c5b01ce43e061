// The manual transfer: from, to (one of them the central wallet), amount with an all button, sent once however often tapped.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useRef } from 'react';
import { Controller, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { CENTRAL_WALLET } from '../../../lib/constants';
import { useTransfer } from '../api/venues';
import { MoneyField } from '../components/MoneyField';
import { TRANSFER_ORDER, transferSchema, type TransferValues } from '../rules';
import { WalletPicker, type WalletOption } from './WalletPicker';

export const transferResolver = zodResolver(transferSchema);

interface TransferFormProps {
  form: UseFormReturn<TransferValues>;
  wallets: readonly WalletOption[];
  /** Each wallet's balance by name, for the all button. */
  balanceOf: (wallet: string) => string | undefined;
}

export function TransferForm({ form, wallets, balanceOf }: TransferFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setValue, getValues } = form;
  const source = useWatch({ control, name: 'source' });
  const transfer = useTransfer();
  const inFlight = useRef(false);

  const onInvalid = (errors: FieldErrors<TransferValues>) => {
    const failing = TRANSFER_ORDER.map((name) => errors[name]?.message).find(Boolean);
    if (failing) toast.fail(t(failing));
  };
  const onValid = async (values: TransferValues) => {
    const done = await transfer.mutateAsync({ amount: values.amount, sourcetype: values.source, targettype: values.target }).catch(() => null);
    if (done) setValue('amount', '');
  };
  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await handleSubmit(onValid, onInvalid)();
    } finally {
      inFlight.current = false;
    }
  };
  const swap = () => {
    const { source: from, target: to } = getValues();
    setValue('source', to || CENTRAL_WALLET);
    setValue('target', from);
  };

  return (
    <form className="wallet-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <section className="wallet-card">
        <div className="wallet-pair">
          <Controller control={control} name="source" render={({ field }) => <WalletPicker label={t('wallet:transfer.source')} placeholder={t('wallet:transfer.chooseSource')} options={wallets} value={field.value} onChange={field.onChange} />} />
          <button type="button" className="wallet-swap" onClick={swap} aria-label={t('wallet:transfer.swap')}>
            ⇄
          </button>
          <Controller control={control} name="target" render={({ field }) => <WalletPicker label={t('wallet:transfer.target')} placeholder={t('wallet:transfer.chooseTarget')} options={wallets} value={field.value} onChange={field.onChange} />} />
        </div>
        <div className="wallet-field">
          <span className="wallet-field-label">{t('wallet:transfer.amount')}</span>
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <MoneyField
                value={field.value}
                onChange={field.onChange}
                label={t('wallet:transfer.amount')}
                placeholder={t('wallet:transfer.amountRequired')}
                extra={
                  <button type="button" className="wallet-max" onClick={() => setValue('amount', balanceOf(source) ?? '')}>
                    {t('wallet:transfer.all')}
                  </button>
                }
              />
            )}
          />
        </div>
      </section>
      <Button block type="submit" color="primary" size="large" shape="rounded" className="wallet-submit" loading={transfer.isPending} loadingText={t('common:submitting')} disabled={transfer.isPending}>
        {t('wallet:transfer.submit')}
      </Button>
    </form>
  );
}
