// Under the USDT address form: the way to the page comparing the two chains.
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../kit/AppLink';

export function CompareLink() {
  const { t } = useTranslation();
  return (
    <AppLink to="/usdtmore" className="wallet-link">
      {t('wallet:cards.compare')}
    </AppLink>
  );
}
