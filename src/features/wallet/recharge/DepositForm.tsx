// One method's deposit: for bank the receiving account and the depositor's four details, for USDT the chain; then the
// amount within the method's range (the default 100-10000 until the server's arrives). Sent once however often tapped.
// Its rules (zod and the contract's, ~24 KB compressed) load at its first check, as the log-in form's do, and its bank
// details' limits when one is first entered: a player opening /recharge from a deposit link sees the form sooner.
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Selector } from 'antd-mobile';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../kit/navigation';
import { toast } from '../../../kit/toast';
import { DEPOSIT_RANGE_DEFAULT, USDT_PROTOCOL_DEFAULT, USDT_PROTOCOLS, type UsdtProtocol } from '../../../../core/constants';
import { formatFen, parseFen } from '../../../../core/money';
import { NeedsNetwork } from '../../../kit/NeedsNetwork';
import { isKeptAnswer } from '../../../session/kept/keptAnswers';
import { userQuery } from '../../../session/queries';
import { payRangeQuery, useRecharge, type RechargeBody } from '../api/deposits';
import { firstFailing } from '../../../renderers/form/firstFailing';
import { resolverOnDemand } from '../../../renderers/form/resolverOnDemand';
import { useSubmitOnce } from '../../../renderers/form/useSubmitOnce';
import { AmountField } from '../components/AmountField';
import { DEPOSIT_ORDER, depositRange, type DepositBankField, type DepositValues } from '../depositFields';
import { yuanText } from '../yuan';
import { rangeTypeOf, type Method } from './methods';
import { ReceivingAccount } from './ReceivingAccount';
import { useFormat } from '../../../lib/useFormat';

const QUICK_AMOUNTS = [100, 500, 1000, 5000, 10000, 50000];
const EMPTY: DepositValues = { amount: '', bank_owner: '', bank: '', bank_no: '', bank_address: '' };
const DEFAULT_RANGE = { min: formatFen(DEPOSIT_RANGE_DEFAULT.min * 100), max: formatFen(DEPOSIT_RANGE_DEFAULT.max * 100) };
/** The bank method's details: label and placeholder; the input's limit is the contract's (depositMaxLengths). */
const BANK_FIELDS = [
  { name: 'bank_owner', label: 'wallet:recharge.bankOwner', placeholder: 'wallet:recharge.depositorRequired' },
  { name: 'bank', label: 'wallet:recharge.bank', placeholder: 'wallet:recharge.bankTypeRequired' },
  { name: 'bank_no', label: 'wallet:recharge.bankNo', placeholder: 'wallet:recharge.bankNoRequired' },
  { name: 'bank_address', label: 'wallet:recharge.bankAddress', placeholder: 'wallet:recharge.bankAddressRequired' },
] as const;

const loadRules = () => import('../rules');
/** Reads the created deposit's number with the contract's rule: loaded before the deposit is sent (zod is in by then). */
const loadDepositNumber = () => import('./depositNumber');

export function DepositForm({ method }: { method: Exclude<Method, 'manual'> }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const yuan = (amount: string) => yuanText(fmt.money(amount));
  const navigate = useAppNavigate();
  const [chain, setChain] = useState<UsdtProtocol>(USDT_PROTOCOL_DEFAULT);
  const rangeAnswer = useQuery(payRangeQuery(rangeTypeOf(method, chain)));
  const range = depositRange(rangeAnswer.data, DEFAULT_RANGE);
  const bank = method === 'bank';
  const { min, max } = range;
  const resolver = useMemo(() => resolverOnDemand<DepositValues>(() => loadRules().then((rules) => rules.depositResolver(bank, { min, max }))), [bank, min, max]);
  const { control, handleSubmit, setValue } = useForm<DepositValues>({ resolver, defaultValues: EMPTY });
  // The contract's limits come with the rules, asked for when the player first enters a detail (not at the first
  // paint, which they would then hold back): they take a few characters to need, the rules a moment to load.
  const [maxLengths, setMaxLengths] = useState<Partial<Record<DepositBankField, number>>>({});
  const limitsLoading = useRef(false);
  const loadLimits = () => {
    if (limitsLoading.current) return;
    limitsLoading.current = true;
    loadRules().then(
      (rules) => setMaxLengths(rules.depositMaxLengths()),
      () => (limitsLoading.current = false), // the next field entered tries again
    );
  };
  const recharge = useRecharge();
  const user = useQuery({ ...userQuery, enabled: method === 'usdt', meta: { silent: true } });
  const submitOnce = useSubmitOnce();

  const onInvalid = (errors: FieldErrors<DepositValues>) => {
    const failing = firstFailing(DEPOSIT_ORDER, errors)?.message;
    if (failing) toast.fail(t(failing, { min: yuan(min), max: yuan(max) }));
  };
  const onValid = async (values: DepositValues) => {
    const body: RechargeBody = bank
      ? { paytype: 'bank', amount: values.amount, bank_owner: values.bank_owner.trim(), bank: values.bank.trim(), bank_no: values.bank_no.trim(), bank_address: values.bank_address.trim() }
      : { paytype: method, amount: values.amount, ...(method === 'usdt' ? { catepay: chain } : {}) };
    // Before sending: once the deposit exists, nothing may stand between it and its number.
    const numbers = bank ? null : await loadDepositNumber().catch(() => undefined);
    if (numbers === undefined) return void toast.fail(t('errors:network'));
    const answer = await recharge.mutateAsync(body).catch(() => null); // a refusal is already a red toast
    if (!answer) return;
    if (bank) {
      toast.success(t('wallet:recharge.submitted'));
      navigate('/transRecord?type=1');
      return;
    }
    const depositNo = numbers?.depositNumberOf(answer);
    // No deposit number anywhere: the order cannot be shown, so this is the failure it is, never /payInfo?deposit_no=.
    if (!depositNo) return void toast.fail(t('wallet:recharge.noDepositNo'));
    toast.success(t('wallet:recharge.created'));
    navigate(`/payInfo?deposit_no=${encodeURIComponent(depositNo)}`);
  };
  const submit = () => submitOnce(handleSubmit(onValid, onInvalid));

  const [minFen, maxFen] = [parseFen(min) ?? 0, parseFen(max) ?? 0];
  const quick = QUICK_AMOUNTS.filter((yuan) => yuan * 100 >= minFen && yuan * 100 <= maxFen);
  return (
    <form className="wallet-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <NeedsNetwork />
      {bank && (
        <section className="wallet-card">
          <h2 className="wallet-card-title">{t('wallet:recharge.account.title')}</h2>
          <ReceivingAccount />
        </section>
      )}
      {method === 'usdt' && (
        <section className="wallet-card">
          <h2 className="wallet-card-title">{t('wallet:recharge.chain')}</h2>
          <Selector columns={2} value={[chain]} options={USDT_PROTOCOLS.map((p) => ({ label: p, value: p }))} onChange={(v) => v[0] && setChain(v[0])} />
          {/* The rate of a fresh profile only, never one kept from an earlier visit. */}
          {user.data && !isKeptAnswer(user.dataUpdatedAt) && <p className="wallet-muted">{t('wallet:recharge.usdtRate', { rate: user.data.usdtrate })}</p>}
        </section>
      )}
      <section className="wallet-card">
        {bank &&
          BANK_FIELDS.map((field) => (
            <label key={field.name} className="wallet-field">
              <span className="wallet-field-label">{t(field.label)}</span>
              <Controller control={control} name={field.name} render={({ field: f }) => <Input {...f} placeholder={t(field.placeholder)} maxLength={maxLengths[field.name]} onFocus={loadLimits} clearable />} />
            </label>
          ))}
        <AmountField control={control} label={t('wallet:recharge.amount')} placeholder={t('wallet:recharge.amountPlaceholder', { min: yuan(min), max: yuan(max) })}>
          <div className="wallet-quick">
            {quick.map((yuan) => (
              <button key={yuan} type="button" className="wallet-chip" onClick={() => setValue('amount', String(yuan))}>
                {yuan}
              </button>
            ))}
          </div>
        </AmountField>
      </section>
      <Button block type="submit" color="primary" size="large" shape="rounded" className="wallet-submit" loading={recharge.isPending} loadingText={t('common:submitting')} disabled={recharge.isPending}>
        {t('wallet:recharge.submit')}
      </Button>
    </form>
  );
}
