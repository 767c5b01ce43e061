// /discover (the news tab): the way into the official announcements.
import { List } from 'antd-mobile';
import SoundOutline from 'antd-mobile-icons/es/SoundOutline';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import './locale';
import './content.css';

export default function DiscoverScreen() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <div className="content-page">
      <List mode="card" className="content-list">
        <List.Item
          prefix={<SoundOutline className="content-list-icon" />}
          description={t('content:discover.officialHint')}
          arrowIcon
          onClick={() => navigate('/message')}
        >
          {t('content:discover.official')}
        </List.Item>
      </List>
    </div>
  );
}
