// /recharge: a tab per enabled method plus the manual one; each method's form sends a deposit that waits for review.
// The tabs are the app's own (ScrollTabs): antd-mobile's bring react-spring, the largest file this page would load.
import './locale';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../renderers/states';
import { onFirstShow } from '../../kit/onFirstShow';
import { ScrollTabs } from '../../renderers/tabs';
import { payWaysQuery } from './api/deposits';
import { DepositForm } from './recharge/DepositForm';
import { enabledMethods, METHOD_LABELS, type Method } from './recharge/methods';
import './wallet.css';

// The manual option's panel, loaded the first time it shows: its picture (antd-mobile's ErrorBlock, ~9 KB) would
// otherwise weigh on the page's first paint, where the first method's form shows.
const ManualDeposit = onFirstShow(() => import('./recharge/ManualDeposit').then((m) => m.ManualDeposit));

export default function RechargeScreen() {
  const { t } = useTranslation();
  const ways = useQuery(payWaysQuery);
  const methods = enabledMethods(ways.data);
  const [picked, setPicked] = useState<Method | null>(null);
  const method = picked && methods.includes(picked) ? picked : methods[0]!;

  return (
    <div className="wallet-page">
      {ways.isPending ? (
        <Skeleton.Paragraph lineCount={6} animated className="wallet-card" />
      ) : ways.isError ? (
        <LoadFailed error={ways.error} onRetry={() => void ways.refetch()} retrying={ways.isFetching} />
      ) : (
        <>
          <ScrollTabs<Method> tabs={methods.map((m) => ({ value: m, label: t(METHOD_LABELS[m]) }))} value={method} onChange={setPicked} label={t('wallet:recharge.methodsLabel')} />
          {method === 'manual' ? <ManualDeposit /> : <DepositForm key={method} method={method} />}
        </>
      )}
    </div>
  );
}
