// /fanshui: totals, the date filter, the claim (nothing pending → the spec's message, nothing sent), then refresh.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import rebate from '../../locales/zh-CN/rebate.json';
import { promoMsg } from '../../server/features/promotions/messages';
import { tokenStore } from '../../src/session/tokenStore';
import { fillIn } from '../shared/words';
import { renderApp } from './appHarness';
import { ok, serveMember } from './member-support';

configure({ asyncUtilTimeout: 5000 });
// jsdom has no pointer capture; the gestures of antd-mobile's drop-down (the date filter's popup) ask for it.
Element.prototype.setPointerCapture ??= () => undefined;
afterEach(() => tokenStore.set(null));

const row = (id: number, state: 0 | 1) => ({
  id, gamename: '真人视讯', money: '6.00', state, created_at: '2025-04-02 15:00:00', updated_at: state ? '2025-04-02 18:00:00' : '2025-04-02 15:00:00',
});
const page = (data: ReturnType<typeof row>[], jisuan: string, nojisuan: string) => ({ data, total: data.length, last_page: 1, current_page: 1, per_page: 10, jisuan, nojisuan });

describe('/fanshui', () => {
  it('says there is nothing to claim when nothing is pending, and sends nothing', async () => {
    const api = serveMember({ answers: { '/api/getfanshui': () => ok(page([row(1, 1)], '6.00', '0.00')) } });
    tokenStore.set('member-token');
    renderApp({ at: '/fanshui' });
    expect(await screen.findByText(fillIn(rebate.claimedAt, { time: '2025-04-02 18:00:00' }))).toBeInTheDocument();
    expect(screen.getByText(rebate.state.claimed, { selector: '.field-badge' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: rebate.claim }));
    expect(await screen.findByText(rebate.nothing)).toBeInTheDocument();
    expect(api.count('/api/dofanshui')).toBe(0);
  });

  it('claims what is pending, then shows the list and the balance again', async () => {
    let claimed = false;
    const api = serveMember({
      answers: {
        '/api/getfanshui': () => ok(claimed ? page([row(1, 1)], '6.00', '0.00') : page([row(1, 0)], '0.00', '6.00')),
        '/api/dofanshui': () => {
          claimed = true;
          return ok({ money: '6.00', balance: '1206.00' }, promoMsg.rebateClaimed('6.00'));
        },
      },
    });
    tokenStore.set('member-token');
    renderApp({ at: '/fanshui' });
    expect(await screen.findByTestId('fs-pending')).toHaveTextContent('6.00');
    expect(screen.getByText(rebate.state.pending, { selector: '.field-badge' })).toBeInTheDocument();
    const usersBefore = api.count('/api/user');
    await userEvent.click(screen.getByRole('button', { name: rebate.claim }));
    expect(await screen.findByText(promoMsg.rebateClaimed('6.00'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('fs-pending')).toHaveTextContent('0.00'));
    expect(screen.getByTestId('fs-claimed')).toHaveTextContent('6.00');
    expect(api.count('/api/dofanshui')).toBe(1);
    expect(api.count('/api/user')).toBeGreaterThan(usersBefore);
  });

  it('asks with date code 4 first and follows the date filter', async () => {
    const api = serveMember({ answers: { '/api/getfanshui': () => ok(page([], '0.00', '0.00')) } });
    tokenStore.set('member-token');
    renderApp({ at: '/fanshui' });
    expect(await screen.findByText(rebate.empty)).toBeInTheDocument();
    expect(api.sent.find((s) => s.path === '/api/getfanshui')?.body).toMatchObject({ date: 4, page: 1 });
    await userEvent.click(await screen.findByText(common.filters.dateCode['4'])); // the bar comes once the first page is painted
    await userEvent.setup({ pointerEventsCheck: 0 }).click(await screen.findByText(common.filters.dateCode['1']));
    await waitFor(() => expect(api.sent.filter((s) => s.path === '/api/getfanshui').at(-1)?.body).toMatchObject({ date: 1, page: 1 }));
  });

  it('filters by platform (api_type) and game type (type) beside the date', async () => {
    const api = serveMember({
      answers: {
        '/api/getfanshui': () => ok(page([], '0.00', '0.00')),
        '/api/balancelist': () => ok([{ name: '皇冠真人', platname: 'hgzr', balance: '0.00' }, { name: '雷电体育', platname: 'ldty', balance: '0.00' }]),
      },
    });
    tokenStore.set('member-token');
    renderApp({ at: '/fanshui' });
    expect(await screen.findByText(rebate.empty)).toBeInTheDocument();
    const last = () => api.sent.filter((s) => s.path === '/api/getfanshui').at(-1)?.body;
    expect(last()).toMatchObject({ type: 0, api_type: '' });
    const pick = userEvent.setup({ pointerEventsCheck: 0 });

    await pick.click(await screen.findByText(common.filters.allPlatforms)); // the bar comes once the first page is painted
    await pick.click(await screen.findByText('雷电体育'));
    await waitFor(() => expect(last()).toMatchObject({ api_type: 'ldty', page: 1 }));

    await pick.click(screen.getByText(rebate.categories['0']));
    await pick.click(await screen.findByText(rebate.categories['6']));
    await waitFor(() => expect(last()).toMatchObject({ type: 6, api_type: 'ldty', page: 1 }));
  });
});
