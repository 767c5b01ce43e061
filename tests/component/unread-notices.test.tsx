// The spec's message count: unread announcements as a badge on the hall's notice bar and on 我的's 消息, cleared once
// they are read; a visitor tapping the notice bar reads the public announcements, with no login wall.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import memberWords from '../../locales/zh-CN/member.json';
import i18n from '../../src/kit/i18n';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { renderApp } from './appHarness';
import { apiUrl } from './harness';
import { serveContent } from './hall-support';
import { serveMember } from './member-support';
import { fillIn } from '../shared/words';

afterEach(() => tokenStore.set(null));

const notices = (total: number) =>
  HttpResponse.json({
    code: 200,
    message: 'ok',
    data: {
      data: Array.from({ length: total }, (_, i) => ({ id: i + 1, title: `公告${i + 1}`, content: '<p>内容</p>', created_at: '2025-01-02 03:04:05' })),
      total,
      last_page: 1,
      current_page: 1,
      per_page: 10,
    },
  });

const unreadText = (count: number) => `${count}${i18n.t('common:unread')}`;

describe('unread announcements', { timeout: 20_000 }, () => {
  it('badges the hall\'s notice bar; a visitor taps it, reads the notices, and the badge is gone', async () => {
    serveContent();
    mswServer.use(http.post(apiUrl('/api/noticeList'), () => notices(3)));
    const app = renderApp({ at: '/' });
    const bar = await screen.findByRole('button', { name: new RegExp(unreadText(3)) }, { timeout: 10_000 });
    // The words are on screen (3条未读), not only for screen readers.
    const badge = within(bar).getByText(fillIn(common.unreadCount, { number: 3 }));
    expect(badge).not.toHaveClass('app-sr-only');
    expect(badge.closest('.app-sr-only')).toBeNull();
    await userEvent.click(bar);
    await waitFor(() => expect(app.location()).toBe('/message'));
    expect(await screen.findByText('公告3')).toBeInTheDocument();
    await app.history.push('/');
    await screen.findByText('第一条公告内容', { exact: false });
    await waitFor(() => expect(screen.queryByText(i18n.t('common:unread'))).not.toBeInTheDocument());
  });

  it('badges 消息 on 我的 with the unread number', async () => {
    serveMember({ answers: { '/api/noticeList': () => notices(2) } });
    tokenStore.set('member-token');
    renderApp({ at: '/mine' });
    const messages = await screen.findByRole('button', { name: `${memberWords.links.message} ${unreadText(2)}` }, { timeout: 10_000 });
    expect(within(messages).getByText('2')).toBeInTheDocument();
    localStorage.setItem('app.noticesSeen', '2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'app.noticesSeen' }));
    await waitFor(() => expect(within(messages).queryByText('2')).not.toBeInTheDocument());
  });
});
