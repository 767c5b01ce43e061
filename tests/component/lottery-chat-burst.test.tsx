// A lively room's chat under a burst of pushes: lines out of order and repeated, notices repeated, more lines than the
// cap. The screen shows what applying each push on its own shows (order by id, each line once, each notice once, the
// newest CHAT_LOG_MAX entries), and it renders in batches, not once a push.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import lottery from '../../locales/zh-CN/lottery.json';
import { addNotice, addPush, CHAT_LOG_MAX, mergeRecords, type ChatEntry } from '../../src/features/lottery/chat/chatLog';
import { ChatFeed, type ChatPush } from '../../src/features/lottery/chat/chatFeed';
import { tokenStore } from '../../src/session/tokenStore';
import { fillIn } from '../shared/words';
import { renderApp } from './appHarness';
import { installFakeWebSocket, lastSocket, serveRoom, sumRoom } from './lottery-support';

const line = (id: number): ChatPush => ({
  type: 'chat',
  id,
  user_id: 9,
  author: 'ot***er',
  avatar: '',
  content: `第${id}句`,
  order: null,
  created_at: '2025-01-01 12:00:02',
});
const notice = (event: 'period' | 'closed', expect: string): ChatPush => ({ type: 'sysmsg', event, expect, content: '' });

/** More lines than the cap, each pushed twice, in shuffled runs of five; two periods' notices among them, each twice. */
function burst(): ChatPush[] {
  const ids = Array.from({ length: CHAT_LOG_MAX + 60 }, (_, i) => i + 3);
  const pushes: ChatPush[] = [];
  for (let i = 0; i < ids.length; i += 5) {
    const run = ids.slice(i, i + 5).reverse();
    pushes.push(...run.map(line), ...run.slice(1, 3).map(line));
    if (i === 100) pushes.push(notice('closed', '202501010012'), notice('closed', '202501010012'));
    if (i === 200) pushes.push(notice('period', '202501010013'), notice('period', '202501010013'));
  }
  return pushes;
}

/** The entries as the player reads them: a line by its id, a notice by its words. */
const asShown = (entries: ChatEntry[]) =>
  entries.map((e) => (e.kind === 'chat' ? `line ${e.id}` : fillIn(lottery.notice[e.event as 'period' | 'closed'], { expect: e.expect })));
const shownOnScreen = () =>
  [...document.querySelectorAll('.lottery-chat-list > li')].map((li) => (li instanceof HTMLElement && li.dataset.chatId ? `line ${li.dataset.chatId}` : li.textContent));

beforeEach(() => {
  installFakeWebSocket();
  tokenStore.set('member-token');
});
afterEach(() => {
  tokenStore.set(null);
  vi.unstubAllGlobals();
});

describe('room chat under a burst of pushes', { timeout: 30_000 }, () => {
  it('shows the lines in order, each once, the notices once, and the newest entries up to the cap', async () => {
    serveRoom(() => sumRoom());
    renderApp({ at: '/lottery?room_id=1' });
    await screen.findByText('早上好', {}, { timeout: 10_000 });
    act(() => lastSocket().serverOpen());
    const pushes = burst();
    // Each in its own task, as a socket delivers them.
    for (const push of pushes) act(() => lastSocket().serverPush(push));

    const stored = sumRoom().chatdata;
    const oneByOne = pushes.reduce<ChatEntry[]>((log, p) => (p.type === 'chat' ? addPush(log, p) : addNotice(log, p)), mergeRecords([], stored));
    // The period notice fetches the room again: its stored lines are older than the cap keeps.
    const expected = asShown(mergeRecords(oneByOne, stored));
    await waitFor(() => expect(shownOnScreen()).toEqual(expected), { timeout: 10_000 });
    expect(expected).toHaveLength(CHAT_LOG_MAX);
    expect(expected.at(-1)).toBe(`line ${CHAT_LOG_MAX + 62}`);
    for (const words of [fillIn(lottery.notice.closed, { expect: '202501010012' }), fillIn(lottery.notice.period, { expect: '202501010013' })]) {
      expect(screen.getAllByText(words)).toHaveLength(1);
    }
    const ids = expected.filter((e) => e.startsWith('line ')).map((e) => Number(e.slice(5)));
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
  });

  it('applies the pushes that came meanwhile together in one frame, at most ten times a second', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const feed = new ChatFeed();
    let changes = 0;
    feed.subscribe(() => (changes += 1));
    for (let id = 1; id <= 30; id += 1) feed.push(line(id));
    expect(changes).toBe(0);
    expect(feed.get()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    expect(changes).toBe(1);
    expect(feed.get().map((e) => e.key)).toEqual(Array.from({ length: 30 }, (_, i) => `c${i + 1}`));

    // Right after a batch, the next waits a tenth of a second before asking for its frame.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      feed.push(line(31));
      feed.push(line(32));
      expect(frames).toHaveLength(1);
      vi.advanceTimersByTime(100);
      expect(frames).toHaveLength(2);
      frames[1]!(performance.now());
      expect(changes).toBe(2);
      expect(feed.get().at(-1)?.key).toBe('c32');
    } finally {
      feed.stop();
      vi.useRealTimers();
    }
  });
});
