// The manual deposit: the player is sent to customer service (when that page is on), who credits the deposit by hand.
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../kit/navigation';
import { isLinkOn } from '../../../kit/routesOn';

const SERVICE = '/kefu';

export function ManualDeposit() {
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
