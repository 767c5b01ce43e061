// Game page, service frames and the slot list: who may open what, and how the frames are sandboxed.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import errors from '../../locales/zh-CN/errors.json';
import gamesWords from '../../locales/zh-CN/games.json';
import renderers from '../../locales/zh-CN/renderers.json';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { platformName, serveContent } from './hall-support';
import { apiUrl } from './harness';
import { mswServer } from '../setup/msw';

afterEach(() => tokenStore.set(null));

const frame = () => document.querySelector('iframe');

describe('/gamePage', () => {
  it('tells a visitor to log in and asks the server for nothing', async () => {
    const calls = serveContent();
    renderApp({ at: '/gamePage?name=%E7%8E%AF%E7%90%83%E7%9C%9F%E4%BA%BA&type=realbet&code=hqzr' });
    expect(await screen.findByRole('button', { name: gamesWords.goLogin })).toBeInTheDocument();
    expect((await screen.findAllByText(errors.loginRequired)).length).toBeGreaterThan(0);
    expect(frame()).toBeNull();
    expect(calls.count('/api/getGameUrl')).toBe(0);
  });

  it('loads a member\'s game in a sandboxed frame that cannot reach the session, with a spinner until it loads', async () => {
    const calls = serveContent();
    tokenStore.set('member-token');
    renderApp({ at: '/gamePage?name=%E7%8E%AF%E7%90%83%E7%9C%9F%E4%BA%BA&type=realbet&code=hqzr' });
    await waitFor(() => expect(frame()).not.toBeNull());
    const iframe = frame()!;
    expect(iframe.src).toBe(`${window.location.origin}/files/content/game.html?platform=hqzr`);
    expect(iframe.getAttribute('sandbox')).toContain('allow-scripts');
    expect(iframe.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(iframe).toHaveAttribute('title', '环球真人');
    expect(screen.getByText(renderers.frame.loading)).toBeInTheDocument();
    fireEvent.load(iframe);
    await waitFor(() => expect(screen.queryByText(renderers.frame.loading)).not.toBeInTheDocument());
    expect(calls.bodies('/api/getGameUrl')).toEqual([{ plat_name: 'hqzr', game_type: 0, is_mobile_url: 1 }]);
    expect(await screen.findByRole('heading', { name: '环球真人' })).toBeInTheDocument();
  });

  it('sends the slot game\'s code', async () => {
    const calls = serveContent();
    tokenStore.set('member-token');
    renderApp({ at: '/gamePage?name=x&type=concise&code=pp&game=pp_ice' });
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(calls.bodies('/api/getGameUrl')).toEqual([{ plat_name: 'pp', game_code: 'pp_ice', game_type: 0, is_mobile_url: 1 }]);
  });

  it.each([
    ['dailiD=1', '/files/pages/agent.html', gamesWords.agentLogin],
    ['dailiD=2', '/files/pages/service.html', gamesWords.service],
  ])('opens %s for anyone', async (query, path, title) => {
    serveContent();
    renderApp({ at: `/gamePage?${query}` });
    await waitFor(() => expect(frame()?.src).toBe(`${window.location.origin}${path}`));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });
});

describe('/gamePage with an empty venue wallet', { timeout: 20_000 }, () => {
  const at = '/gamePage?name=%E7%8E%AF%E7%90%83%E7%9C%9F%E4%BA%BA&type=realbet&code=hqzr';

  it('offers to move money in (all of it, here) and then starts the game', async () => {
    const calls = serveContent({ venueBalance: '0.00', user: { balance: '1305.00', transferstatus: 0 } });
    tokenStore.set('member-token');
    renderApp({ at });
    expect(await screen.findByRole('heading', { name: gamesWords.topUp.title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(frame()).toBeNull();
    expect(calls.count('/api/getGameUrl')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: gamesWords.topUp.all }));
    expect(screen.getByRole('textbox', { name: gamesWords.topUp.amount })).toHaveValue('1305.00');
    await userEvent.click(screen.getByRole('button', { name: gamesWords.topUp.moveAndPlay }));
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(calls.bodies('/api/transfer')).toEqual([{ amount: '1305.00', sourcetype: 'userbalance', targettype: 'hqzr' }]);
    expect(calls.count('/api/getGameUrl')).toBe(1);
  });

  it('or turns auto-transfer on and starts the game, whose launch brings the balance in', async () => {
    const calls = serveContent({ venueBalance: '0.00', user: { balance: '1305.00', transferstatus: 0 } });
    tokenStore.set('member-token');
    renderApp({ at });
    await userEvent.click(await screen.findByRole('button', { name: gamesWords.topUp.autoAndPlay }, { timeout: 10_000 }));
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(calls.bodies('/api/uptransferstatus')).toEqual([{ transferstatus: 1 }]);
    expect(calls.count('/api/transfer')).toBe(0);
  });
});

describe('customer service', () => {
  it.each(['/kefu', '/home', '/iframepage'])('%s shows the service page in a frame', async (at) => {
    serveContent();
    renderApp({ at });
    await waitFor(() => expect(frame()?.src).toBe(`${window.location.origin}/files/pages/service.html`));
  });
});

describe('/concise', () => {
  it('starts on obgdy, switches provider in the address, and tells a visitor to log in', async () => {
    const calls = serveContent();
    const app = renderApp({ at: '/concise' });
    expect(await screen.findByText('obgdy游戏1')).toBeInTheDocument();
    await userEvent.click(await screen.findByText(platformName('pp')));
    expect(await screen.findByText('pp游戏2')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/concise?type=pp'));
    expect(calls.bodies('/api/gamelistBycode')).toEqual([{ gamecode: 'obgdy' }, { gamecode: 'pp' }]);
    await userEvent.click(screen.getByText('pp游戏2'));
    expect(await screen.findByText(errors.loginRequired)).toBeInTheDocument();
    expect(app.location()).toBe('/concise?type=pp');
  });

  it('opens a member\'s game in the game page', async () => {
    serveContent();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/concise?type=pp' });
    await userEvent.click(await screen.findByText('pp游戏1'));
    await waitFor(() => expect(app.location()).toMatch(/^\/gamePage\?/));
    expect(Object.fromEntries(new URLSearchParams(app.location().split('?')[1]))).toEqual({ name: 'pp游戏1', type: 'concise', code: 'pp', game: 'pp_1' });
  });

  it('shows the providers the game list names, another operator\'s too, and none it does not', async () => {
    const theirs = [
      { category_id: 'concise', app_state: 1, platform_name: 'PG', game_code: '0', name: 'PG电子', img: '/files/images/platforms/pg.svg' },
      { category_id: 'concise', app_state: 1, platform_name: 'JDB', game_code: '0', name: 'JDB电子', img: '/files/images/platforms/jdb.svg' },
      { category_id: 'concise', app_state: 0, platform_name: 'CQ9', game_code: '0', name: 'CQ9电子', img: '/files/images/platforms/cq9.svg' },
    ];
    const calls = serveContent();
    mswServer.use(http.get(apiUrl('/api/game/list'), () => HttpResponse.json({ code: 200, message: '', data: theirs })));
    const app = renderApp({ at: '/concise' });
    expect(await screen.findByText('PG游戏1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'PG电子' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'CQ9电子' })).not.toBeInTheDocument();
    for (const demo of ['obgdy', 'pp']) expect(screen.queryByRole('tab', { name: platformName(demo) })).not.toBeInTheDocument();
    expect(screen.queryByText(gamesWords.noSlotGames)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'JDB电子' }));
    expect(await screen.findByText('JDB游戏2')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/concise?type=JDB'));
    expect(calls.bodies('/api/gamelistBycode')).toEqual([{ gamecode: 'PG' }, { gamecode: 'JDB' }]);
  });

  it('falls back to obgdy for an unknown provider', async () => {
    serveContent();
    renderApp({ at: '/concise?type=nope' });
    expect(await screen.findByText('obgdy游戏1')).toBeInTheDocument();
  });
});
