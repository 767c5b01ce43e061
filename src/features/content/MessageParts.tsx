// The part the /message declaration names: the footer's two entries, announcements (this page) and online customer
// service.
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import SoundOutline from 'antd-mobile-icons/es/SoundOutline';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../kit/AppLink';
import { useMarkNoticesRead } from '../../kit/unreadNotices';

/** The footer is on /message whatever the list's state, so it is where opening the announcements marks them read. */
export function MessageFooter() {
  const { t } = useTranslation();
  useMarkNoticesRead();
  return (
    <>
      {/* Keeps the last notice clear of the fixed bar. */}
      <div className="content-message-spacer" aria-hidden="true" />
      <nav className="content-message-footer">
        <button type="button" className="on" aria-current="page" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <SoundOutline />
          {t('content:message.notices')}
        </button>
        <AppLink to="/kefu">
          <MessageOutline />
          {t('content:message.service')}
        </AppLink>
      </nav>
    </>
  );
}
