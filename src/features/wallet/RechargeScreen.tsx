// /recharge: a tab per enabled method plus the manual one; each method's form sends a deposit that waits for review.
// The tabs are the app's own (ScrollTabs): antd-mobile's bring react-spring, the largest file this page would load.
import './locale';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { isLinkOn } from '../../app/routesOn';
import { LoadFailed } from '../../renderers/states/LoadFailed';
import { ScrollTabs } from '../../renderers/tabs/ScrollTabs';
import { payWaysQuery } from './api/deposits';
import { DepositForm } from './recharge/DepositForm';
import { enabledMethods, METHOD_LABELS, type Method } from './recharge/methods';
import './wallet.css';

const SERVICE = '/kefu';

function ManualDeposit() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <section className="wallet-card wallet-center">
      <ErrorBlock status="default" title={t('wallet:recharge.manual.title')} description={t('wallet:recharge.manual.body')} className="wallet-manual" />
      {isLinkOn(SERVICE) && (
        <Button color="primary" shape="rounded" className="wallet-submit" data-to={SERVICE} onClick={() => navigate(SERVICE)}>
          {t('wallet:recharge.manual.contact')}
        </Button>
      )}
    </section>
  );
}

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
