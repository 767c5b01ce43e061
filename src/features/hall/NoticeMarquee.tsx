// The scrolling notice bar: the hall's notice lines on one CSS-animated track (paused under reduced motion).
// A tap opens the announcements.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UnreadBadge, useUnreadNotices } from '../../kit/unreadNotices';
import { homeNoticesQuery } from './api';
import { Icon } from './Icon';
import './banner.css';
import { AppLink } from '../../kit/AppLink';

/** Seconds per character: a steady reading speed whatever the text's length. */
const SECONDS_PER_CHAR = 0.28;

export function NoticeMarquee() {
  const { t } = useTranslation();
  const { data: lines = [] } = useQuery(homeNoticesQuery);
  const unread = useUnreadNotices();
  const text = lines.join('\u3000\u3000');
  return (
    <AppLink to="/message" className="hall-notice">
      <Icon name="notice" size={18} />
      <span className="hall-sr">{t('hall:noticeLabel')}</span>
      <span className="hall-notice-window">
        {text && (
          <span className="hall-notice-track" style={{ animationDuration: `${Math.max(10, text.length * SECONDS_PER_CHAR)}s` }}>
            {text}
          </span>
        )}
      </span>
      <UnreadBadge count={unread} />
    </AppLink>
  );
}
