// A room the server does not know (a stale or mistyped link): its one sentence, and the way back to the lotteries.
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../kit/navigation';
import { isLinkOn } from '../../../kit/routesOn';

const LIST = '/lottery';

export function RoomGone({ message }: { message: string }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <ErrorBlock className="renderer-state" status="empty" title={message || t('lottery:room.loadFailed')} description={null}>
      {isLinkOn(LIST) && (
        <Button color="primary" shape="rounded" data-to={LIST} onClick={() => navigate(LIST, { replace: true })}>
          {t('lottery:room.backToList')}
        </Button>
      )}
    </ErrorBlock>
  );
}
