// The hall on the reference server's seeded data (moved down from tests/e2e/hall.spec.ts): what a visitor sees, every
// category's tiles and never a hidden platform, a visitor's tap, what a member sees, and the balance poll's rhythm
// under a faked clock.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POLL_MS } from '../../core/constants';
import common from '../../locales/zh-CN/common.json';
import content from '../../locales/zh-CN/content.json';
import errors from '../../locales/zh-CN/errors.json';
import hall from '../../locales/zh-CN/hall.json';
import memberWords from '../../locales/zh-CN/member.json';
import nav from '../../locales/zh-CN/nav.json';
import { seedBrand } from '../../server/brandSeed';
import { BANNERS, homeNotices, seedNotices } from '../../server/features/content/seed';
import { PLATFORMS } from '../../server/seed';
import { listVipLevels, toVipLevelDto } from '../../server/vip';
import { containing, fillIn, vipProgressLine } from '../shared/words';
import { screens } from '../../screens.config';
import { openApp, type OpenedApp } from './support/appOnServer';
import { inProcessServer, type InProcessServer } from './support/inProcessServer';

/** The hall's categories in their order, as its tabs name them. */
const CATEGORIES = (['concise', 'sport', 'lottery', 'gaming', 'joker', 'realbet', 'fishing'] as const).map((category) => hall.categories[category]);
// The platforms the server seeds: those switched off (app_state 0) never show in the hall.
const SHOWN = PLATFORMS.filter((platform) => platform.app_state === 1).map((platform) => platform.title);
const HIDDEN = PLATFORMS.filter((platform) => platform.app_state === 0).map((platform) => platform.title);
/** The seeded live-dealer venue (hqzr). */
const LIVE = PLATFORMS.find((platform) => platform.name === 'hqzr')!.title;
/** The hall's banners (placement 2). */
const HALL_BANNERS = BANNERS.filter((banner) => banner.type === 2);

let server: InProcessServer;
let app: OpenedApp | undefined;
beforeAll(async () => {
  server = await inProcessServer();
  // The screens below, loaded once here: a worker's first render of a screen transforms its modules, seconds on a busy
  // machine, which is this file's setup, not its first test's time. The hall is drawn once too (its parts' words and
  // styles load with its first render).
  await Promise.all(['/', '/discover', '/mine', '/userCent', '/login'].map((path) => screens.find((screen) => screen.path === path)!.screen()));
  const first = openApp(server, '/', null);
  await screen.findByRole('tablist', { name: hall.categoriesLabel });
  first.close();
});
afterAll(() => server.close());
afterEach(() => {
  app?.close();
  app = undefined;
  vi.useRealTimers();
});

const categories = () => within(screen.getByRole('tablist', { name: hall.categoriesLabel }));
const balanceCalls = () => app!.calls.filter((path) => path === '/api/balance').length;

/** Lets the page's faked clock run on by `ms` (its timers fire, their answers are drawn). */
const runFor = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A picture the server serves: found, an image, and an SVG document that parses (what the browser would draw). */
async function expectPicture(src: string) {
  const answer = await server.app.inject({ method: 'GET', url: src });
  expect(answer.statusCode, src).toBe(200);
  expect(answer.headers['content-type'], src).toMatch(/^image\/svg\+xml/);
  const svg = new DOMParser().parseFromString(answer.body, 'image/svg+xml');
  expect(svg.querySelector('parsererror'), src).toBeNull();
  expect(svg.documentElement.nodeName, src).toBe('svg');
}

describe('the hall for a visitor', () => {
  it('shows banners, notices, the log-in prompt and the categories in their order', async () => {
    app = openApp(server, '/', null);
    expect(await screen.findByAltText(fillIn(hall.bannerAlt, { n: 1 }))).toBeInTheDocument();
    expect(document.querySelectorAll('.hall-banner-slide img')).toHaveLength(HALL_BANNERS.length);
    expect(await screen.findByText(homeNotices(seedBrand().name)[0]!, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: hall.login })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: hall.register })).toBeInTheDocument();
    expect(categories().getAllByRole('tab').map((tab) => tab.textContent)).toEqual(CATEGORIES);
  });

  it('shows every category\'s tiles, each with a picture the server has, and never a hidden platform', async () => {
    app = openApp(server, '/', null);
    const seen: string[] = [];
    for (const category of CATEGORIES) {
      await userEvent.click(await screen.findByRole('tab', { name: category }));
      const panel = screen.getByRole('tabpanel');
      const tiles = await within(panel).findAllByRole('button');
      seen.push(...tiles.map((tile) => tile.textContent ?? ''));
      for (const hidden of HIDDEN) expect(within(panel).queryByText(hidden)).not.toBeInTheDocument();
      // The pictures come once the hall's paint has settled.
      await waitFor(() => expect(tiles.every((tile) => tile.querySelector('img')?.getAttribute('src'))).toBe(true));
      for (const tile of tiles) await expectPicture(tile.querySelector('img')!.getAttribute('src')!);
    }
    expect([...seen].sort()).toEqual([...SHOWN].sort());
  });

  it('asks a visitor who taps a tile to log in, and stays on the hall', async () => {
    app = openApp(server, '/', null);
    await userEvent.click(await screen.findByRole('tab', { name: hall.categories.realbet }));
    await userEvent.click(await screen.findByRole('button', { name: LIVE }));
    expect(await screen.findByText(errors.loginRequired)).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });
});

describe('the hall for a member', () => {
  it('shows their name, level, balance, VIP progress and the unread notices; /mine the next level\'s figure', async () => {
    const member = await server.member();
    const credited = await server.admin<{ balance: string }>('/admin/credit', { username: member.name, amount: '88.50' });
    const [first, second] = listVipLevels(server.deps.db).map(toVipLevelDto);
    app = openApp(server, '/', member.token);
    const who = (await screen.findByText(member.name)).closest('.hall-wallet-name')!;
    expect(who).toHaveTextContent(first!.name);
    await waitFor(() => expect(screen.getByTestId('hall-balance')).toHaveTextContent(credited.data.balance));
    expect(screen.getByText(vipProgressLine(common.vipProgress, 'current', first!.level, 0))).toBeInTheDocument();
    // The notice bar's unread badge says what it counts, on screen: every seeded announcement, none read yet.
    const bar = screen.getByRole('button', { name: containing(hall.noticeLabel) });
    expect(await within(bar).findByText(fillIn(common.unreadCount, { number: seedNotices().length }))).toBeInTheDocument();

    act(() => app!.goto('/mine'));
    expect(await screen.findByText(vipProgressLine(common.vipProgress, 'next', second!.level, 0))).toHaveClass('member-vip-next');
  });

  it('asks for the balance every 2.5 s on the hall, and never after leaving it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const member = await server.member();
    app = openApp(server, '/', member.token);
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(0));

    // Four turns of the poll: about four asks (the faked clock also moves with the real one, by a few ms at most).
    const start = balanceCalls();
    await runFor(POLL_MS.hallBalance * 4);
    expect(balanceCalls() - start).toBeGreaterThanOrEqual(3);
    expect(balanceCalls() - start).toBeLessThanOrEqual(5);

    await userEvent.click(screen.getByRole('button', { name: nav.tabs.discover }));
    expect(await screen.findByText(content.discover.official)).toBeInTheDocument();
    const left = balanceCalls();
    await runFor(POLL_MS.hallBalance * 3);
    expect(balanceCalls()).toBe(left);

    await userEvent.click(screen.getByRole('button', { name: nav.tabs.hall }));
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(left));
  });

  it('never asks for the balance once the member has logged out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const member = await server.member();
    app = openApp(server, '/', member.token);
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(0));
    act(() => app!.goto('/userCent'));
    await userEvent.click(await screen.findByRole('button', { name: memberWords.settings.logout }));
    fireEvent.click(await screen.findByRole('button', { name: common.confirm })); // the dialog may still be fading in
    await waitFor(() => expect(app!.location()).toBe('/login'));
    act(() => app!.goto('/'));
    expect(await screen.findByRole('button', { name: hall.login })).toBeInTheDocument();
    const loggedOut = balanceCalls();
    await runFor(POLL_MS.hallBalance * 3);
    expect(balanceCalls()).toBe(loggedOut);
  });
});
