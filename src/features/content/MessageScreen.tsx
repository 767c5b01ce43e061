// /message (messages): the announcements, paged by the list renderer, with the footer's two entries: announcements
// (this page) and online customer service.
import { defineList } from '../../renderers/list';
import { fetchNoticePage } from './api';
import { MessageFooter, NoticeCard } from './MessageParts';
import './locale';
import './content.css';

export default defineList({
  queryKey: ['content', 'notices'],
  fetchPage: ({ page, signal }) => fetchNoticePage(page, signal),
  renderItem: (notice) => <NoticeCard notice={notice} />,
  itemKey: (notice) => notice.id,
  emptyKey: 'content:message.empty',
  footer: MessageFooter,
});
