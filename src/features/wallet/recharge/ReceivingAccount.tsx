// The site's account a bank deposit is paid into, each detail copyable.
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../renderers/states';
import { payBanksQuery } from '../api/deposits';
import { CopyButton } from '../../../renderers/fields';

const DETAILS = [
  { label: 'wallet:recharge.account.bank', value: 'bank_name' },
  { label: 'wallet:recharge.account.owner', value: 'bank_owner' },
  { label: 'wallet:recharge.account.number', value: 'bank_no' },
  { label: 'wallet:recharge.account.branch', value: 'bank_address' },
] as const;

export function ReceivingAccount() {
  const { t } = useTranslation();
  const { data, error, isPending, isFetching, refetch } = useQuery(payBanksQuery);
  // Only an answer with no account may say there is none; no answer is a failed load.
  if (!isPending && !data) return <LoadFailed error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  const account = data?.[0];
  if (!isPending && !account) return <p className="wallet-muted">{t('wallet:recharge.noAccount')}</p>;
  // While it loads, the same rows with a bar for each value: the form below does not move when the account arrives.
  return (
    <dl className="wallet-account" aria-label={t('wallet:recharge.account.title')} aria-busy={isPending || undefined}>
      {DETAILS.map((detail) => {
        const label = t(detail.label);
        const value = account?.[detail.value] ?? '';
        return (
          <div key={detail.value} className="wallet-account-row">
            <dt>{label}</dt>
            <dd>
              {isPending ? (
                <Skeleton animated className="wallet-account-pending" />
              ) : (
                <>
                  <span>{value}</span>
                  <CopyButton text={value} label={label} />
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
