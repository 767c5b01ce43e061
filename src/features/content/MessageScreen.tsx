// /message (messages): the announcements, paged by the list renderer, with the footer's two entries: announcements
// (this page) and online customer service.
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import SoundOutline from 'antd-mobile-icons/es/SoundOutline';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { useMarkNoticesRead } from '../../app/unreadNotices';
import { defineList } from '../../renderers/list';
import { SafeHtml } from '../../renderers/SafeHtml';
import { fetchNoticePage, type Notice } from './api';
import './locale';
import './content.css';

function NoticeCard({ notice }: { notice: Notice }) {
  return (
    <article className="content-notice">
      <header>
        <h3>{notice.title}</h3>
        <time>{notice.created_at}</time>
      </header>
      <SafeHtml html={notice.content} />
    </article>
  );
}

const NoticeList = defineList({
  queryKey: ['content', 'notices'],
  fetchPage: ({ page, signal }) => fetchNoticePage(page, signal),
  renderItem: (notice) => <NoticeCard notice={notice} />,
  itemKey: (notice) => notice.id,
  emptyKey: 'content:message.empty',
});

function MessageFooter() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <nav className="content-message-footer">
      <button type="button" className="on" aria-current="page" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        <SoundOutline />
        {t('content:message.notices')}
      </button>
      <button type="button" onClick={() => navigate('/kefu')}>
        <MessageOutline />
        {t('content:message.service')}
      </button>
    </nav>
  );
}

export default function MessageScreen() {
  useMarkNoticesRead();
  return (
    <div className="content-message">
      <NoticeList />
      <MessageFooter />
    </div>
  );
}
