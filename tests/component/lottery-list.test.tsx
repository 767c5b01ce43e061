// The room list of a lottery, the lotteries, and the visitor rule of /lottery.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import errors from '../../locales/zh-CN/errors.json';
import lottery from '../../locales/zh-CN/lottery.json';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { renderApp, serveAppInfo } from './appHarness';
import { apiUrl } from './harness';
import { fillIn } from '../shared/words';
import { installFakeWebSocket, SUM_LOTTERY_TITLE } from './lottery-support';

const lotteries = [
  { name: 'pc28', title: SUM_LOTTERY_TITLE, type: 2, img: '/files/lottery/pc28.svg' },
  { name: 'lhc', title: '幸运49', type: 1, img: '/files/lottery/lhc.svg' },
];

function serveLists(rooms: Record<string, object[]>) {
  serveAppInfo();
  mswServer.use(
    http.post(apiUrl('/api/lotteryList'), () => HttpResponse.json({ code: 200, message: 'ok', data: lotteries })),
    http.post(apiUrl('/api/lotteryRoom'), async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      return HttpResponse.json({ code: 200, message: 'ok', data: rooms[name] ?? [] });
    }),
    // Where these tests lead (a room, the hall) asks for more: not what is tested here.
    http.all(/\/api\//, () => HttpResponse.json({ code: 404, message: '', data: null }, { status: 404 })),
  );
}

beforeEach(() => installFakeWebSocket());
afterEach(() => {
  tokenStore.set(null);
  vi.unstubAllGlobals();
});

describe('lottery room list', { timeout: 20_000 }, () => {
  it('lists the rooms of a lottery under its title, with who is online, and opens one', async () => {
    tokenStore.set('member-token');
    serveLists({ pc28: [{ id: 2, title: '进阶房', lottery_name: 'pc28', img: '/files/lottery/room-advanced.svg', online: 3 }] });
    const app = renderApp({ at: '/lottery?name=pc28' });
    expect(await screen.findByText('进阶房', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(fillIn(lottery.list.online, { count: 3 }))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: SUM_LOTTERY_TITLE })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /进阶房/ }));
    await waitFor(() => expect(app.location()).toBe('/lottery?room_id=2'));
  });

  it('says so when a lottery has no room', async () => {
    tokenStore.set('member-token');
    serveLists({});
    renderApp({ at: '/lottery?name=nothing' });
    expect(await screen.findByText(lottery.list.empty, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('lists the lotteries when none is named', async () => {
    tokenStore.set('member-token');
    serveLists({});
    const app = renderApp({ at: '/lottery' });
    await userEvent.click(await screen.findByRole('button', { name: /幸运49/ }, { timeout: 10_000 }));
    await waitFor(() => expect(app.location()).toBe('/lottery?name=lhc'));
  });

  it('tells a visitor to log in and sends them to the hall after a second', async () => {
    serveLists({});
    const app = renderApp({ at: '/lottery?room_id=1' });
    expect(await screen.findByText(errors.loginRequired, {})).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
