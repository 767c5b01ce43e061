// The site's account a bank deposit is paid into, each detail copyable.
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../renderers/states/LoadFailed';
import { payBanksQuery } from '../api/deposits';
import { CopyButton } from '../../../renderers/fields';

export function ReceivingAccount() {
  const { t } = useTranslation();
  const { data, error, isPending, isFetching, refetch } = useQuery(payBanksQuery);
  if (isPending) return <Skeleton.Paragraph lineCount={4} animated />;
  // Only an answer with no account may say there is none; no answer is a failed load.
  if (!data) return <LoadFailed error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  const account = data[0];
  if (!account) return <p className="wallet-muted">{t('wallet:recharge.noAccount')}</p>;
  const rows = [
    { label: t('wallet:recharge.account.bank'), value: account.bank_name },
    { label: t('wallet:recharge.account.owner'), value: account.bank_owner },
    { label: t('wallet:recharge.account.number'), value: account.bank_no },
    { label: t('wallet:recharge.account.branch'), value: account.bank_address },
  ];
  return (
    <dl className="wallet-account" aria-label={t('wallet:recharge.account.title')}>
      {rows.map((row) => (
        <div key={row.label} className="wallet-account-row">
          <dt>{row.label}</dt>
          <dd>
            <span>{row.value}</span>
            <CopyButton text={row.value} label={row.label} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
