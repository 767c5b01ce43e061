// /message (messages): the announcements (title, time, the notice's HTML), paged by the list renderer, with the
// footer's two entries: announcements (this page) and online customer service.
import { defineList } from '../../renderers/list';
import { fetchNoticePage, type NoticePage } from './api';
import { MessageFooter } from './MessageParts';
import './locale';
import './content.css';

export default defineList<NoticePage>({
  queryKey: ['content', 'notices'],
  fetchPage: ({ page, signal }) => fetchNoticePage(page, signal),
  row: {
    className: () => 'content-notice',
    fields: [
      [
        { value: 'title', key: 'title' },
        { value: 'created_at', format: 'time', size: 'small' },
      ],
      { value: 'content', format: 'html' },
    ],
  },
  itemKey: (notice) => notice.id,
  emptyKey: 'content:message.empty',
  footer: MessageFooter,
});
