// The manual transfer: from, to (one of them the central wallet), amount with an all button, sent once however often tapped.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { Controller, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../kit/toast';
import { CENTRAL_WALLET } from '../../../../core/constants';
import { NeedsNetwork } from '../../../kit/NeedsNetwork';
import { useTransfer } from '../api/venues';
import { firstFailing } from '../../../renderers/form/firstFailing';
import { useSubmitOnce } from '../../../renderers/form/useSubmitOnce';
import { AmountField } from '../components/AmountField';
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
  const submitOnce = useSubmitOnce();

  const onInvalid = (errors: FieldErrors<TransferValues>) => {
    const failing = firstFailing(TRANSFER_ORDER, errors)?.message;
    if (failing) toast.fail(t(failing));
  };
  const onValid = async (values: TransferValues) => {
    const done = await transfer.mutateAsync({ amount: values.amount, sourcetype: values.source, targettype: values.target }).catch(() => null);
    if (done) setValue('amount', '');
  };
  const submit = () => submitOnce(handleSubmit(onValid, onInvalid));
  const swap = () => {
    const { source: from, target: to } = getValues();
    setValue('source', to || CENTRAL_WALLET);
    setValue('target', from);
  };

  return (
    <form className="wallet-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <NeedsNetwork />
      <section className="wallet-card">
        <div className="wallet-pair">
          <Controller control={control} name="source" render={({ field }) => <WalletPicker label={t('wallet:transfer.source')} placeholder={t('wallet:transfer.chooseSource')} options={wallets} value={field.value} onChange={field.onChange} />} />
          <button type="button" className="wallet-swap" onClick={swap} aria-label={t('wallet:transfer.swap')}>
            ⇄
          </button>
          <Controller control={control} name="target" render={({ field }) => <WalletPicker label={t('wallet:transfer.target')} placeholder={t('wallet:transfer.chooseTarget')} options={wallets} value={field.value} onChange={field.onChange} />} />
        </div>
        <AmountField
          control={control}
          label={t('wallet:transfer.amount')}
          placeholder={t('wallet:transfer.amountRequired')}
          fill={{ label: t('wallet:transfer.all'), onClick: () => setValue('amount', balanceOf(source) ?? '') }}
        />
      </section>
      <Button block type="submit" color="primary" size="large" shape="rounded" className="wallet-submit" loading={transfer.isPending} loadingText={t('common:submitting')} disabled={transfer.isPending}>
        {t('wallet:transfer.submit')}
      </Button>
    </form>
  );
}
