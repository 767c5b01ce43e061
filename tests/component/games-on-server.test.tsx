// The game pages on the reference server's seeded games (moved down from tests/e2e/games.spec.ts): the slot games by
// provider, a visitor turned away from a game, an address that names no game, a platform under maintenance, and the
// way from the hall to a slot game's page. What runs inside the frames (the demo game, customer service) stays in the
// e2e spec: jsdom runs no frame.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import errors from '../../locales/zh-CN/errors.json';
import games from '../../locales/zh-CN/games.json';
import { contentMsg } from '../../server/features/content/messages';
import { SLOT_GAMES } from '../../server/features/content/seed';
import { PLATFORMS } from '../../server/seed';
import { screens } from '../../screens.config';
import { openApp, type OpenedApp } from './support/appOnServer';
import { inProcessServer, type InProcessServer } from './support/inProcessServer';

/** A seeded platform's title, by its code. */
const venue = (code: string) => PLATFORMS.find((platform) => platform.name === code)!.title;
/** A provider's seeded slot games' names, in order. */
const slots = (provider: string) => SLOT_GAMES[provider]!.map(([, name]) => name);
/** A seeded slot game's name, by its code. */
const slot = (provider: string, code: string) => SLOT_GAMES[provider]!.find(([game]) => game === code)![1];
/** The seeded live-dealer platform switched off (app_state 0): its launch is refused. */
const CLOSED = PLATFORMS.find((platform) => platform.category_id === 'realbet' && platform.app_state === 0)!.name;

let server: InProcessServer;
let app: OpenedApp | undefined;
beforeAll(async () => {
  server = await inProcessServer();
  // The screens below, loaded once here: a worker's first render of a screen transforms its modules, seconds on a busy
  // machine, which is this file's setup, not its first test's time.
  await Promise.all(['/', '/concise', '/gamePage', '/login'].map((path) => screens.find((screen) => screen.path === path)!.screen()));
});
afterAll(() => server.close());
afterEach(() => {
  app?.close();
  app = undefined;
});

const frame = () => document.querySelector('iframe');
const slotNames = () => [...document.querySelectorAll('.games-slot span')].map((name) => name.textContent);
const query = (location: string) => Object.fromEntries(new URLSearchParams(location.split('?')[1]));

describe('/concise', () => {
  it('lists each provider\'s slot games, obgdy first, and another provider\'s in the address', async () => {
    app = openApp(server, '/concise', null);
    await waitFor(() => expect(slotNames()).toEqual(slots('obgdy')));
    expect(document.querySelector('.adm-tabs-tab-active')).toHaveTextContent(venue('obgdy'));
    await userEvent.click(screen.getByRole('tab', { name: venue('pp') }));
    await waitFor(() => expect(app!.location()).toBe('/concise?type=pp'));
    await waitFor(() => expect(slotNames()).toEqual(slots('pp')));
  });

  it('asks a visitor who taps a slot game to log in, and stays', async () => {
    app = openApp(server, '/concise?type=pp', null);
    await userEvent.click(await screen.findByRole('button', { name: slot('pp', 'pp_ice') }));
    expect(await screen.findByText(errors.loginRequired)).toBeInTheDocument();
    expect(app.location()).toBe('/concise?type=pp');
  });

  it('takes a member from the hall\'s tile to the provider\'s games, and a game to its page', async () => {
    const member = await server.member();
    app = openApp(server, '/', member.token);
    await userEvent.click(await screen.findByRole('button', { name: venue('ae') }));
    await waitFor(() => expect(app!.location()).toBe('/concise?type=ae'));
    await userEvent.click(await screen.findByRole('button', { name: slot('ae', 'ae_koi') }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/gamePage\?/));
    expect(query(app.location())).toEqual({ name: slot('ae', 'ae_koi'), type: 'concise', code: 'ae', game: 'ae_koi' });
  });
});

describe('/gamePage', () => {
  it('tells a visitor opening a game directly to log in, loads no game, and leads to the log-in', async () => {
    const at = '/gamePage?name=x&type=realbet&code=hqzr';
    app = openApp(server, at, null);
    expect(await screen.findByRole('button', { name: games.goLogin })).toBeInTheDocument();
    expect(await screen.findByText(errors.loginRequired, { selector: '.adm-toast-main, .adm-toast-main *' })).toBeInTheDocument();
    expect(frame()).toBeNull();
    expect(app.calls).not.toContain('/api/getGameUrl');
    await userEvent.click(screen.getByRole('button', { name: games.goLogin }));
    await waitFor(() => expect(decodeURIComponent(app!.location())).toBe(`/login?redirect=${at}`));
  });

  it('says the game was not found, not the network, for an address naming no game, asks nothing, and leads back', async () => {
    const member = await server.member();
    app = openApp(server, '/', member.token);
    await screen.findByTestId('hall-balance');
    act(() => app!.goto('/gamePage'));
    const problem = (await screen.findByText(games.notFound)).closest<HTMLElement>('.adm-error-block')!;
    expect(within(problem).getByText(games.notFoundHint)).toBeInTheDocument();
    for (const wrong of [games.openFailed, games.openFailedHint, errors.network]) expect(screen.queryByText(wrong)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: common.retry })).not.toBeInTheDocument();
    expect(frame()).toBeNull();
    expect(app.calls).not.toContain('/api/getGameUrl');
    // Its own way back (beside the top bar's): to the screen before, here the hall.
    await userEvent.click(within(problem).getByRole('button', { name: common.back }));
    await waitFor(() => expect(app!.location()).toBe('/'));
  });

  it('says a platform under maintenance is closed, and that the game could not open', async () => {
    const member = await server.member();
    app = openApp(server, `/gamePage?name=x&type=realbet&code=${CLOSED}`, member.token);
    expect(await screen.findByText(contentMsg.platformClosed, { selector: '.adm-toast-main, .adm-toast-main *' })).toBeInTheDocument();
    expect(await screen.findByText(games.openFailed)).toBeInTheDocument();
    expect(frame()).toBeNull();
  });
});
