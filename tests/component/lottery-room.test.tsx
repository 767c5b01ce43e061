// A live room: titles, period, countdown phases, both result types, history, chat over the (fake) socket.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import lottery from '../../locales/zh-CN/lottery.json';
import i18n from '../../src/kit/i18n';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { apiUrl } from './harness';
import { renderApp } from './appHarness';
import { lotteryMsg } from '../../server/features/lottery/messages';
import { containing, fillIn, sentencePattern } from '../shared/words';
import { ballRoom, installFakeWebSocket, lastSocket, serveRoom, sumRoom } from './lottery-support';

const { room: roomWords, bet, order: orderWords, result: r } = lottery;
/** The header: the lottery's title and the room's, as the fixture has them. */
const roomTitle = (() => {
  const room = sumRoom();
  return `${room.lottery.title} · ${room.title}`;
})();
const period = (expect: string) => fillIn(roomWords.period, { expect });
/** The countdown to the cut-off, its time matching `time`. */
const closeIn = (time: string) => sentencePattern(`${roomWords.closeIn}{{time}}`, { time: `\\s*${time}` });

beforeEach(() => {
  installFakeWebSocket();
  tokenStore.set('member-token');
});
afterEach(() => {
  tokenStore.set(null);
  vi.unstubAllGlobals();
});

describe('lottery room', { timeout: 20_000 }, () => {
  it('shows the lottery and room, the open period with its countdown and a type 2 result with labels and colour', async () => {
    serveRoom(() => sumRoom());
    renderApp({ at: '/lottery?room_id=1' });
    expect(await screen.findByText(roomTitle, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(period('202501010012'))).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(closeIn('00:4\\d'));
    const result = screen.getByTestId('result-sum');
    expect(result).toHaveTextContent(`357=15${r.big}${r.odd}${r.red}`);
    expect(within(result).getByText('15')).toHaveClass('lottery-colour-red');
    expect(screen.getByText(fillIn(roomWords.lastResult, { expect: '202501010011' }))).toBeInTheDocument();
  });

  it('shows a type 1 result: six balls and the special one, each in its colour with two attributes', async () => {
    serveRoom(() => ballRoom());
    renderApp({ at: '/lottery?room_id=4' });
    const balls = await screen.findByTestId('result-balls', {}, { timeout: 10_000 });
    expect(balls).toHaveTextContent(`01${r.small}${r.odd}24${r.small}${r.even}25${r.big}${r.odd}30${r.big}${r.even}33${r.big}${r.odd}40${r.big}${r.even}+49${r.big}${r.odd}`);
    expect(within(balls).getByText('01')).toHaveClass('lottery-colour-red');
    expect(within(balls).getByText('25')).toHaveClass('lottery-colour-blue');
    expect(within(balls).getByText('49')).toHaveClass('lottery-colour-green');
    expect(within(balls).getByText('49').closest('.lottery-ball-cell')).toHaveClass('lottery-ball-cell-special');
  });

  it('opens the result history drop-down with period, time and result', async () => {
    serveRoom(() => sumRoom());
    renderApp({ at: '/lottery?room_id=1' });
    await userEvent.click(await screen.findByRole('button', { name: containing(roomWords.history) }, { timeout: 10_000 }));
    const history = screen.getByRole('region', { name: roomWords.history });
    expect(within(history).getByText(lottery.history.period)).toBeInTheDocument();
    const rows = history.querySelectorAll('.lottery-history-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent(`20250101001012:10:00067=13${r.small}${r.odd}${r.grey}`);
  });

  it('closes betting below ftime, shows drawing at 0 and fetches the room below 0', async () => {
    // A fake clock for the countdown (its interval and Date); everything else keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    try {
      let answer = sumRoom({ timeout: 30, ftime: 10 });
      const calls = serveRoom(() => answer);
      renderApp({ at: '/lottery?room_id=1' });
      await userEvent.click(await screen.findByRole('button', { name: bet.open }, { timeout: 10_000 }));
      expect(await screen.findByRole('button', { name: bet.submit })).toBeVisible();

      act(() => vi.advanceTimersByTime(21_000));
      expect(screen.getByRole('timer')).toHaveTextContent(roomWords.closing);
      expect(screen.getByText(roomWords.bettingClosed, { selector: '.lottery-phase' })).toBeInTheDocument();
      for (const button of screen.getAllByRole('button', { name: bet.closed })) expect(button).toBeDisabled();
      await waitFor(() => expect(screen.queryByText(fillIn(bet.title, { expect: '202501010012' }))).not.toBeVisible());
      expect(calls.room).toBe(1);

      act(() => vi.advanceTimersByTime(9_000));
      expect(screen.getByRole('timer')).toHaveTextContent(roomWords.drawing);
      expect(calls.room).toBe(1);

      const next = sumRoom({ timeout: 60, ftime: 10 });
      answer = { ...next, lottery: { ...next.lottery, nowdata: { ...next.lottery.nowdata, nextexpect: '202501010013', expect: '202501010012' } } };
      act(() => vi.advanceTimersByTime(1_000));
      await waitFor(() => expect(calls.room).toBe(2));
      expect(await screen.findByText(period('202501010013'), {})).toBeInTheDocument();
      expect(screen.getByRole('timer')).toHaveTextContent(closeIn('00:5\\d'));
      expect(screen.getByRole('button', { name: bet.open })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes betting when the server says so, even a second ahead of the countdown', async () => {
    serveRoom(() => sumRoom());
    renderApp({ at: '/lottery?room_id=1' });
    await screen.findByText(roomTitle, {}, { timeout: 10_000 });
    act(() => {
      lastSocket().serverOpen();
      lastSocket().serverPush({ type: 'sysmsg', event: 'closed', expect: '202501010012', content: '' });
    });
    expect(await screen.findByText(fillIn(lottery.notice.closed, { expect: '202501010012' }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bet.closed })).toBeDisabled();
  });
});

describe('room chat', { timeout: 20_000 }, () => {
  it('shows the stored chat with own lines on the right, sends a line, and never an empty one', async () => {
    serveRoom(() => sumRoom());
    renderApp({ at: '/lottery?room_id=1' });
    expect(await screen.findByText('早上好', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('我先来').closest('li')).toHaveClass('lottery-chat-mine');
    expect(screen.getByText('早上好').closest('li')).not.toHaveClass('lottery-chat-mine');
    expect(lastSocket().url).toBe(`ws://${window.location.host}/wss?roomid=1&_token=member-token`);

    const send = screen.getByRole('button', { name: lottery.chat.send });
    expect(send).toBeDisabled(); // not connected yet
    act(() => lastSocket().serverOpen());
    expect(await screen.findByRole('status')).toHaveTextContent(lottery.socket.open);
    const input = screen.getByPlaceholderText(lottery.chat.placeholder);
    await userEvent.type(input, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(input, '{enter}');
    expect(lastSocket().sent).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, ' 你好 {enter}');
    expect(lastSocket().sent).toEqual([{ type: 'send', content: '你好', order: 0 }]);
    expect(input).toHaveValue('');
  });

  it('shows pushed lines, order cards and period notices, each once', async () => {
    serveRoom(() => sumRoom());
    renderApp({ at: '/lottery?room_id=1' });
    await screen.findByText('早上好', {}, { timeout: 10_000 });
    const line = { type: 'chat', id: 3, user_id: 9, author: 'ot***er', avatar: '', content: '冲冲冲', order: null, created_at: '2025-01-01 12:00:02' };
    const card = {
      ...line,
      id: 4,
      content: 'LX1',
      order: { order_no: 'LX1', expect: '202501010012', total: '30.00', lines: [{ playtitle: '大', data: '大', total: '10.00', odds: '1.90' }, { playtitle: '特码', data: '7', total: '20.00', odds: '46.55' }] },
    };
    act(() => {
      lastSocket().serverOpen();
      lastSocket().serverPush(line);
      lastSocket().serverPush(line);
      lastSocket().serverPush(card);
      lastSocket().serverPush({ type: 'sysmsg', event: 'result', expect: '202501010012', content: '', extend: { numbers: [1, 2, 3], sum: 6 } });
    });
    expect(await screen.findAllByText('冲冲冲')).toHaveLength(1);
    const order = document.querySelector('[data-order="LX1"]')!;
    expect(order).toHaveTextContent(
      `${orderWords.title}${period('202501010012')}大${fillIn(orderWords.stake, { total: '10.00' })}${fillIn(orderWords.odds, { odds: '1.90' })}` +
        `特码 7${fillIn(orderWords.stake, { total: '20.00' })}${fillIn(orderWords.odds, { odds: '46.55' })}${fillIn(orderWords.total, { total: '30.00' })}`,
    );
    expect(screen.getByText(fillIn(lottery.notice.result, { expect: '202501010012' }))).toBeInTheDocument();
  });

  it('says when the socket is reconnecting, and catches up on the chat once it is back', async () => {
    const calls = serveRoom(() => sumRoom());
    renderApp({ at: '/lottery?room_id=1' });
    await screen.findByText('早上好', {}, { timeout: 10_000 });
    act(() => lastSocket().serverOpen());
    expect(await screen.findByRole('status')).toHaveTextContent(lottery.socket.open);
    const first = lastSocket();
    act(() => first.serverClose(4012));
    expect(screen.getByRole('status')).toHaveTextContent(lottery.socket.reconnecting);
    await waitFor(() => expect(lastSocket()).not.toBe(first), { timeout: 2_000 });
    act(() => lastSocket().serverOpen());
    expect(await screen.findByRole('status')).toHaveTextContent(lottery.socket.open);
    await waitFor(() => expect(calls.room).toBe(2));
  });
});

describe('a room that does not exist', { timeout: 20_000 }, () => {
  it('says so once and offers the way back to the list', async () => {
    serveRoom(() => sumRoom());
    mswServer.use(
      http.get(apiUrl('/api/lotteryRoom'), () => HttpResponse.json({ code: 404, message: lotteryMsg.roomNotFound, data: null }, { status: 404 })),
      http.post(apiUrl('/api/lotteryList'), () => HttpResponse.json({ code: 200, message: 'ok', data: [] })),
    );
    const app = renderApp({ at: '/lottery?room_id=999' });
    expect(await screen.findByText(lotteryMsg.roomNotFound)).toBeInTheDocument();
    act(() => lastSocket().serverClose(4004)); // the socket refuses the room too
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getAllByText(lotteryMsg.roomNotFound)).toHaveLength(1);
    expect(screen.queryByText(i18n.t('renderers:loadFailed.title'))).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: i18n.t('lottery:room.backToList') }));
    await waitFor(() => expect(app.location()).toBe('/lottery'));
  });
});
