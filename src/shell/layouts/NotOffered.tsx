// What a route shows when its back end does not offer what the screen needs (ScreenDef.needs): the words, and a way
// back to the hall beside the header's back arrow.
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NotOffered() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorBlock className="app-not-offered" status="empty" title={t('common:notOffered.title')} description={t('common:notOffered.hint')}>
      <Button color="primary" shape="rounded" onClick={() => void navigate('/', { replace: true })}>
        {t('common:notOffered.back')}
      </Button>
    </ErrorBlock>
  );
}
