// Above the rebate rows: total claimed, total pending and the claim button (nothing pending → the spec's message).
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { toast } from '../../kit/toast';
import { parseFen } from '../../../core/money';
import { useClaimRebates, type RebatePage } from './api/rebates';
import { useFormat } from '../../lib/useFormat';

export function RebateSummary({ page }: { page: RebatePage }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const claim = useClaimRebates();
  const pendingFen = parseFen(page.nojisuan) ?? 0;
  const onClaim = () => {
    if (pendingFen <= 0) toast.fail(t('rebate:nothing'));
    else claim.mutate();
  };
  return (
    <section className="fs-summary">
      <div className="fs-totals">
        <div>
          <span>{t('rebate:pending')}</span>
          <strong data-testid="fs-pending">{fmt.money(page.nojisuan)}</strong>
        </div>
        <div>
          <span>{t('rebate:claimed')}</span>
          <strong data-testid="fs-claimed">{fmt.money(page.jisuan)}</strong>
        </div>
      </div>
      <Button block color="primary" shape="rounded" size="large" loading={claim.isPending} disabled={claim.isPending} onClick={onClaim}>
        {t('rebate:claim')}
      </Button>
      <p className="fs-hint">{t('rebate:hint')}</p>
    </section>
  );
}
