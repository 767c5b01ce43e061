// Under the USDT address form: the way to the page comparing the two chains.
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../app/navigation';

export function CompareLink() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <button type="button" className="wallet-link" onClick={() => navigate('/usdtmore')}>
      {t('wallet:cards.compare')}
    </button>
  );
}
