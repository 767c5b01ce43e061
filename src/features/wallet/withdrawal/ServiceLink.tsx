// Under the withdrawal: the way to a person.
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../kit/AppLink';

export function ServiceLink() {
  const { t } = useTranslation();
  return (
    <AppLink to="/kefu" className="wallet-link wallet-center-block">
      {t('wallet:withdraw.service')}
    </AppLink>
  );
}
