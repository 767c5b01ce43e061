// Content as the reference server in this process seeds it (moved down from tests/e2e/content.spec.ts, which keeps
// what needs a browser: the announcements paged by scrolling, and the iOS page's frame): every help, about and
// sponsorship article, the help centre and the sponsorship list opening theirs, discover leading to the announcements,
// and the download page's carousel (on a fake clock), QR code and iOS link.
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import content from '../../locales/zh-CN/content.json';
import nav from '../../locales/zh-CN/nav.json';
import { DOWNLOAD_CAROUSEL_MS } from '../../core/constants';
import { seedBrand } from '../../server/brandSeed';
import { articles } from '../../server/features/content/articles';
import { NOTICE_PAGE_SIZE } from '../../server/features/content/content';
import { seedNotices } from '../../server/features/content/seed';
import { containing, fillIn } from '../shared/words';
import { inAppTime } from './support/fake-clock-waits';
import { withGestures, withLayoutForInfiniteScroll } from './renderers/support';
import { user } from './support/server-journeys';
import { openApp, type OpenedApp } from './support/appOnServer';
import { inProcessServer, type InProcessServer } from './support/inProcessServer';

/** A demo article's title as the server seeds it, by the article's type. */
const titleOf = (type: number) => articles(seedBrand().name).find((article) => article.type === type)!.title;

// Each page and the article type it shows (about pages are types 15-16, sponsorships 21-22).
const ARTICLES = [
  ['/boutBallBetInfo?type=7', 7],
  ['/boutBallBetInfo?type=1', 1],
  ['/boutBallBetInfo?type=2', 2],
  ['/boutBallBetInfo?type=3', 3],
  ['/boutBallBetInfo?type=4', 4],
  ['/boutBallBetInfo?type=5', 5],
  ['/boutBallBetInfo?type=8', 8],
  ['/abouts?type=5', 15],
  ['/abouts?type=6', 16],
  ['/zhanzhuye?type=1', 21],
  ['/zhanzhuye?type=2', 22],
] as const;

/** Words without their markup and spacing (which the page's blocks lay out, not the text). */
const wordsOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, '');
/** A demo article's words as the server seeds it. */
const textOf = (type: number) => wordsOf(articles(seedBrand().name).find((article) => article.type === type)!.content);

/** The help centre's entries in their order, as the front end names them. */
const HELP = (['7', '1', '2', '3', '4', '5', '8'] as const).map((type) => content.help[type]);

let server: InProcessServer;
let member: { token: string };
let app: OpenedApp | undefined;
beforeAll(async () => {
  server = await inProcessServer();
  member = await server.member();
});
afterEach(() => {
  vi.useRealTimers();
  app?.close();
});
afterAll(() => server.close());

/** The screen's header: the route's title. */
const headerTitle = () => screen.findByRole('heading', { level: 1 });
/** The article's own title, above its text. */
const articleTitle = () => screen.findByRole('heading', { level: 2 });

describe('articles', () => {
  it('a help page the server has no article for is an empty page in the brand\'s words: no failure, no toast, no retry', async () => {
    const [path, type] = ARTICLES.find(([route]) => route.startsWith('/boutBallBetInfo'))!;
    const kept = server.deps.db.prepare('SELECT * FROM content_articles WHERE type = ?').get(type) as Record<string, unknown>;
    server.deps.db.prepare('DELETE FROM content_articles WHERE type = ?').run(type);
    try {
      app = openApp(server, path, null);
      expect(await screen.findByText(content.articleEmpty)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: common.retry })).not.toBeInTheDocument();
      expect(document.querySelector('.adm-toast-main')).toBeNull();
    } finally {
      const columns = Object.keys(kept);
      server.deps.db.prepare(`INSERT INTO content_articles (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...Object.values(kept));
    }
  });

  it.each(ARTICLES)('%s renders article %i: its title and its text', async (path, type) => {
    app = openApp(server, path, null);
    expect(await articleTitle()).toHaveTextContent(titleOf(type));
    await waitFor(() => expect(wordsOf(document.querySelector('.detail-screen .safe-html')?.textContent ?? '')).toBe(textOf(type)));
  });

  it('the help centre lists the seven pages in order and opens each', async () => {
    app = openApp(server, '/boutBallBet', null);
    expect(await screen.findByText(HELP[0]!)).toBeInTheDocument();
    const items = [...document.querySelectorAll('.detail-screen-group .adm-list-item-content-main')].map((item) => item.textContent);
    expect(items).toEqual(HELP);
    await user.click(screen.getByText(content.help['5']));
    await waitFor(() => expect(app!.location()).toBe('/boutBallBetInfo?type=5'));
    expect(await headerTitle()).toHaveTextContent(nav.titles.boutBallBetInfo);
    expect(await articleTitle()).toHaveTextContent(titleOf(5));
  });

  it('the sponsorship list opens each sponsorship page', async () => {
    app = openApp(server, '/zhanzhu', null);
    await user.click(await screen.findByRole('button', { name: fillIn(content.sponsorAlt, { n: 2 }) }));
    await waitFor(() => expect(app!.location()).toBe('/zhanzhuye?type=2'));
    expect(await articleTitle()).toHaveTextContent(titleOf(22));
    expect(document.querySelector('.detail-screen img')).not.toBeNull();
  });
});

describe('discover and the announcements', () => {
  withLayoutForInfiniteScroll();
  withGestures();

  // Every page of the announcements, one after another, each drawn before the next is asked: a few seconds alone,
  // several times that on a busy 2-core machine.
  it('discover leads to the announcements: every one, newest first, with its time and text, asked page by page, and the footer entries', { timeout: 30_000 }, async () => {
    // Which pages the announcements' list asks (page 1 is asked by the unread count too).
    const asked: number[] = [];
    const answer = server.fetchFromServer;
    server.fetchFromServer = async (request) => {
      if (new URL(request.url).pathname === '/api/noticeList') asked.push(((await request.clone().json()) as { page: number }).page);
      return answer(request);
    };
    try {
      // From the discover tab (the tab bar's way there: tests/component/navigation-on-server.test.tsx).
      app = openApp(server, '/discover', member.token);
      expect(await headerTitle()).toHaveTextContent(nav.titles.discover);
      await user.click(await screen.findByText(content.discover.official));
      await waitFor(() => expect(app!.location()).toBe('/message'));
      expect(await headerTitle()).toHaveTextContent(nav.titles.message);

      // The first page, then (laid out as jsdom allows, every page is near the end) the others, until there is no more
      // (the list paged by scrolling is the e2e's).
      expect((await screen.findAllByRole('heading', { level: 3 })).length).toBeGreaterThan(0);
      expect(await screen.findByText(common.noMore)).toBeInTheDocument();
      const seeded = seedNotices();
      const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
      expect(titles).toEqual(seeded.map(([title]) => title));
      const first = document.querySelector('.content-notice')!;
      expect(first.querySelector('time')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(wordsOf(first.querySelector('.safe-html')?.textContent ?? '')).toBe(wordsOf(seeded[0]![1]));
      // Page 1 is asked by others too (the unread count reads its total); every page is asked, in order.
      const pages = Array.from({ length: Math.ceil(seeded.length / NOTICE_PAGE_SIZE) }, (_, i) => i + 1);
      expect([...new Set(asked)]).toEqual(pages);

      await user.click(screen.getByRole('button', { name: containing(content.message.service) }));
      await waitFor(() => expect(app!.location()).toBe('/kefu'));
    } finally {
      // Closed here, before the layout and gesture stand-ins above are undone (their afterEach runs first).
      app?.close();
      app = undefined;
      server.fetchFromServer = answer;
    }
  });
});

describe('the download page', () => {
  it('turns its carousel on its own clock, shows the QR code and opens the iOS page', async () => {
    const settings = (await server.post<{ ios_download_url: string; ios_download_qrcode: string }>('/api/app', {})).data;
    // The carousel's turn is the app's own timer: on a fake clock from the start, moved by the test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    app = openApp(server, '/app', member.token);
    const shown = () => document.querySelector('.adm-swiper-slide-active img');
    // The placeholder's own timers go by in steps well short of a turn (the screen's code may be loaded already).
    await inAppTime(() => expect(shown()).toHaveAttribute('alt', fillIn(content.download.slideAlt, { n: 1 })), 20);
    await act(() => vi.advanceTimersByTimeAsync(DOWNLOAD_CAROUSEL_MS));
    expect(shown()).toHaveAttribute('alt', fillIn(content.download.slideAlt, { n: 2 }));
    vi.useRealTimers();

    expect(screen.getByAltText(content.download.qrAlt)).toHaveAttribute('src', settings.ios_download_qrcode);
    await user.click(screen.getByRole('button', { name: content.download.ios }));
    await waitFor(() => expect(app!.location()).toBe('/gamePage?app=1'));
    await waitFor(() => expect(document.querySelector('iframe')?.src).toBe(new URL(settings.ios_download_url, window.location.origin).href));
  });
});
