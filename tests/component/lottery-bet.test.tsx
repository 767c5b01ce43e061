// The betting panel: picks, stake and total, the rules before sending, one request per slip, the server's answer.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import errors from '../../locales/zh-CN/errors.json';
import lottery from '../../locales/zh-CN/lottery.json';
import { lotteryMsg } from '../../server/features/lottery/messages';
import { msg } from '../../server/base/messages';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { renderApp } from './appHarness';
import { apiUrl } from './harness';
import { fillIn } from '../shared/words';
import { ballRoom, installFakeWebSocket, lastSocket, serveRoom, sumRoom, wallet } from './lottery-support';

const { bet } = lottery;
const picked = (count: number) => fillIn(bet.picked, { count });

// The panel's drag gesture captures the pointer, which jsdom can't.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;

// The panel slides in: its buttons take taps before the animation ends, as on a phone.
let userEvent: ReturnType<typeof userEventLib.setup>;
beforeEach(() => {
  userEvent = userEventLib.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  installFakeWebSocket();
  tokenStore.set('member-token');
});
afterEach(() => {
  tokenStore.set(null);
  vi.unstubAllGlobals();
});

/** Answers orders with `answer` after `waitMs`; records each body. */
function serveOrders(answer: () => Response | Promise<Response>, waitMs = 0) {
  const bodies: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('/api/lotteryOrder'), async ({ request }) => {
      bodies.push(await request.json());
      if (waitMs) await delay(waitMs);
      return answer();
    }),
  );
  return bodies;
}
const placed = () => {
  wallet.balance = '60.00';
  return HttpResponse.json({ code: 200, message: lotteryMsg.betPlaced, data: { order_no: 'LX9', expect: '202501010012', total: '40.00', balance: '60.00' } });
};

async function openPanel(at = '/lottery?room_id=1') {
  renderApp({ at });
  await userEvent.click(await screen.findByRole('button', { name: bet.open }, { timeout: 10_000 }));
  return screen.findByRole('button', { name: bet.submit });
}

describe('betting panel', { timeout: 20_000 }, () => {
  it('shows groups with their description and items with odds; stake 10 by default, quick values, the total', async () => {
    serveRoom(() => sumRoom());
    await openPanel();
    expect(screen.getByText('和值14～27为大')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '大 1.90' })).toBeInTheDocument();
    const stake = screen.getByLabelText(bet.stake);
    expect(stake).toHaveValue('10');
    for (const value of ['10', '20', '50', '200', '500']) expect(screen.getByRole('button', { name: value })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '大 1.90' }));
    await userEvent.click(screen.getByRole('tab', { name: '波色' }));
    expect(screen.getByText('按和值所属波色结算')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '红波 2.96' }));
    expect(screen.getByText(picked(2))).toBeInTheDocument();
    expect(screen.getByTestId('bet-total')).toHaveTextContent('20.00');
    await userEvent.click(screen.getByRole('button', { name: '50' }));
    expect(stake).toHaveValue('50');
    expect(screen.getByTestId('bet-total')).toHaveTextContent('100.00');
    await userEvent.clear(stake);
    await userEvent.type(stake, '12.5');
    expect(screen.getByTestId('bet-total')).toHaveTextContent('25.00');
  });

  it('moves between the play groups with the arrow keys, Home and End, with one group in the Tab order', async () => {
    serveRoom(() => sumRoom());
    await openPanel();
    const tabs = within(screen.getByRole('tablist', { name: bet.plays })).getAllByRole('tab');
    expect(tabs.length).toBeGreaterThan(1);
    const selected = () => tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true');
    const inTabOrder = () => tabs.filter((tab) => tab.tabIndex === 0);
    expect([selected(), inTabOrder()]).toEqual([[tabs[0]], [tabs[0]]]);
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect([selected(), inTabOrder()]).toEqual([[tabs[1]], [tabs[1]]]);
    expect(tabs[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(selected()).toEqual([tabs.at(-1)]);
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toEqual([tabs[0]]); // round the end
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(selected()).toEqual([tabs[0]]);
    expect(tabs[0]).toHaveFocus();
  });

  it('offers the numbers 1-49 in a special group, each in its ball colour', async () => {
    serveRoom(() => ballRoom());
    await openPanel('/lottery?room_id=4');
    const numbers = screen.getAllByRole('button', { pressed: false }).filter((b) => b.classList.contains('lottery-number'));
    expect(numbers.map((b) => b.textContent)).toEqual(Array.from({ length: 49 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(screen.getByRole('button', { name: '01' })).toHaveClass('lottery-colour-red');
    await userEvent.click(screen.getByRole('button', { name: '07' }));
    await userEvent.click(screen.getByRole('button', { name: '49' }));
    expect(screen.getByRole('button', { name: '07' })).toHaveAttribute('aria-pressed', 'true');
    const bodies = serveOrders(placed);
    await userEvent.click(screen.getByRole('button', { name: bet.submit }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ order: [{ id: 2001, total: '10', data: '7' }, { id: 2001, total: '10', data: '49' }] });
  });

  it('asks for at least one pick and a valid stake before sending anything', async () => {
    serveRoom(() => sumRoom());
    const bodies = serveOrders(placed);
    const submit = await openPanel();
    await userEvent.click(submit);
    expect(await screen.findByText(bet.pickOne)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '大 1.90' }));
    const stake = screen.getByLabelText(bet.stake);
    for (const bad of ['0', '1.234', 'abc']) {
      await userEvent.clear(stake);
      await userEvent.type(stake, bad);
      await userEvent.click(submit);
      expect(await screen.findAllByText(bet.stakeInvalid)).not.toHaveLength(0);
    }
    expect(bodies).toEqual([]);
  });

  it('sends {room_id, order, expect} once however often it is tapped, says the bet is placed, shows the new balance and shares the slip', async () => {
    serveRoom(() => sumRoom());
    const bodies = serveOrders(placed, 300);
    const submit = await openPanel();
    act(() => lastSocket().serverOpen());
    await userEvent.click(screen.getByRole('button', { name: '大 1.90' }));
    await userEvent.click(screen.getByRole('button', { name: '小 1.90' }));
    await userEvent.click(screen.getByRole('button', { name: '20' }));
    expect(screen.getByTestId('bet-balance')).toHaveTextContent('100.00');
    await userEvent.click(submit);
    await userEvent.click(submit);
    await userEvent.click(submit);
    expect(submit).toBeDisabled();
    expect(await screen.findByText(lotteryMsg.betPlaced, {})).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      room_id: 1,
      expect: '202501010012',
      order: [
        { id: 1001, total: '20', data: '大' },
        { id: 1002, total: '20', data: '小' },
      ],
      order_key: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    await waitFor(() => expect(lastSocket().sent).toContainEqual({ type: 'send', content: 'LX9', order: 1 }));
    await userEvent.click(screen.getByRole('button', { name: bet.open }));
    expect(screen.getByTestId('bet-balance')).toHaveTextContent('60.00');
    expect(screen.getByText(picked(0))).toBeInTheDocument();
  });

  it('sends one slip and says it is placed once when two taps land in the same frame', async () => {
    serveRoom(() => sumRoom());
    const bodies = serveOrders(placed, 300);
    const submit = await openPanel();
    act(() => lastSocket().serverOpen());
    await userEvent.click(screen.getByRole('button', { name: '大 1.90' }));
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(await screen.findByText(lotteryMsg.betPlaced, {})).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(bodies).toHaveLength(1);
    expect(screen.getAllByText(lotteryMsg.betPlaced)).toHaveLength(1);
  });

  it('keeps a slip to share while the socket is down and shares it once it is back', async () => {
    serveRoom(() => sumRoom());
    serveOrders(placed);
    const submit = await openPanel();
    await userEvent.click(screen.getByRole('button', { name: '大 1.90' }));
    await userEvent.click(submit);
    expect(await screen.findByText(lotteryMsg.betPlaced, {})).toBeInTheDocument();
    expect(lastSocket().sent).toEqual([]);
    act(() => lastSocket().serverOpen());
    expect(lastSocket().sent).toEqual([{ type: 'send', content: 'LX9', order: 1 }]);
  });

  it('shows the server\'s refusal, and a retry of the same slip keeps its key', async () => {
    serveRoom(() => sumRoom());
    const bodies = serveOrders(() => HttpResponse.json({ code: 422, message: msg.insufficientBalance, data: null }, { status: 422 }));
    const submit = await openPanel();
    await userEvent.click(screen.getByRole('button', { name: '大 1.90' }));
    await userEvent.click(submit);
    expect(await screen.findByText(msg.insufficientBalance)).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(bodies).toHaveLength(2));
    const [first, second] = bodies as { order_key: string }[];
    expect(second!.order_key).toBe(first!.order_key);
    await userEvent.click(screen.getByRole('button', { name: '小 1.90' }));
    await userEvent.click(submit);
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect((bodies[2] as { order_key: string }).order_key).not.toBe(first!.order_key);
    expect(within(document.body).getByText(picked(2))).toBeInTheDocument();
  });
  it('takes a success without the slip (`data: null`) for the server\'s failure: its words, no success, the picks kept', async () => {
    serveRoom(() => sumRoom());
    const bodies = serveOrders(() => HttpResponse.json({ code: 200, message: msg.ok, data: null }));
    const submit = await openPanel();
    await userEvent.click(screen.getByRole('button', { name: '大 1.90' }));
    await userEvent.click(submit);
    expect(await screen.findByText(errors.server)).toBeInTheDocument();
    expect(screen.queryByText(msg.ok)).not.toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByRole('button', { name: '大 1.90' })).toHaveAttribute('aria-pressed', 'true');
    expect(bodies).toHaveLength(1);
  });
});
