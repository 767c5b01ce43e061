import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from './navigation';

export default function NotBuiltScreen() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <ErrorBlock status="empty" title={t('common:notBuilt.title')} description={t('common:notBuilt.body')} fullPage>
      <Button color="primary" onClick={() => navigate('/')}>
        {t('common:notBuilt.home')}
      </Button>
    </ErrorBlock>
  );
}
