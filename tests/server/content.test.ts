// The hall's platforms, slot games, game launch (with auto-transfer), banners, notices, articles and the VIP ladder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMsg } from '../../server/features/content/messages';
import contract from '../../locales/zh-CN/contract.json';
import { PLATFORMS } from '../../server/seed';
import { seedContent } from '../../server/features/content/seed';
import { central } from '../../server/ledger/ledger';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface GameItem {
  category_id: string;
  app_state: 0 | 1;
  platform_name: string;
  game_code: string;
  name: string;
  img: string;
}

const gameList = (category?: string) =>
  server.call<GameItem[]>('GET', '/api/game/list', undefined, { query: category === undefined ? {} : { category } });

/** A static file the server serves, by its URL path. */
async function fetchFile(url: string) {
  const response = await server.app.inject({ method: 'GET', url });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.body };
}

const userId = (name: string) => server.deps.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(name) as number;

describe('game platforms', () => {
  it('lists every platform with its app_state, hidden ones included, in the seeded order', async () => {
    const all = await gameList();
    expect(all.code).toBe(200);
    expect(all.data.map((g) => g.platform_name)).toEqual(PLATFORMS.map((p) => p.name));
    expect(all.data.filter((g) => g.app_state === 0).map((g) => g.platform_name).sort()).toEqual(['fxty', 'jdqp', 'xczr']);
    expect(new Set(all.data.map((g) => g.category_id))).toEqual(new Set(['concise', 'sport', 'lottery', 'gaming', 'joker', 'realbet', 'fishing']));
    expect(all.data.find((g) => g.platform_name === 'cpgc')).toMatchObject({ category_id: 'lottery', game_code: 'pc28', name: '彩票广场' });
    expect((await gameList('')).data).toHaveLength(all.data.length);
  });

  it('filters by category and refuses an unknown one', async () => {
    const sport = await gameList('sport');
    expect(sport.data.map((g) => g.platform_name)).toEqual(['ldty', 'tyty', 'fxty']);
    expect(sport.data.every((g) => g.category_id === 'sport')).toBe(true);
    expect((await gameList('casino')).status).toBe(400);
  });

  it('serves every tile picture as a local SVG', async () => {
    for (const game of (await gameList()).data) {
      const file = await fetchFile(game.img);
      expect(file.status, game.img).toBe(200);
      expect(file.type).toContain('image/svg+xml');
    }
  });
});

describe('slot games by provider', () => {
  it('lists six games with local pictures for each slot provider', async () => {
    for (const provider of ['obgdy', 'fgdz', 'pp', 'ae']) {
      const answer = await server.api<{ gamename: string; gamepic: string; gamecode: string; catecode: string }[]>('/api/gamelistBycode', { gamecode: provider });
      expect(answer.code).toBe(200);
      expect(answer.data).toHaveLength(6);
      for (const game of answer.data) {
        expect(game.catecode).toBe(provider);
        expect((await fetchFile(game.gamepic)).status, game.gamepic).toBe(200);
      }
    }
  });

  it('refuses a provider that is not a slot platform, and a malformed code', async () => {
    expect(await server.api('/api/gamelistBycode', { gamecode: 'ldty' })).toMatchObject({ code: 404, message: contentMsg.unknownProvider });
    expect(await server.api('/api/gamelistBycode', { gamecode: 'nope' })).toMatchObject({ code: 404 });
    expect(await server.api('/api/gamelistBycode', { gamecode: 'a b' })).toMatchObject({ code: 400, message: contract.GameCodeRequest.gamecode });
    expect(await server.api('/api/gamelistBycode', {})).toMatchObject({ code: 400, message: contract.GameCodeRequest.gamecode });
  });
});

describe('game launch', () => {
  it('is for members only: a visitor gets code 401', async () => {
    expect(await server.api('/api/getGameUrl', { plat_name: 'ldty' })).toMatchObject({ status: 401, code: 401 });
  });

  it('answers the local demo game page, which the server serves', async () => {
    const token = await server.register('launch01');
    const answer = await server.api<{ url: string }>('/api/getGameUrl', { plat_name: 'hqzr', game_type: 0, is_mobile_url: 1 }, token);
    expect(answer.code).toBe(200);
    const url = new URL(answer.data.url, 'http://local');
    expect(url.pathname).toBe('/files/content/game.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({ platform: 'hqzr', game: 'hqzr', title: '环球真人' });
    const page = await fetchFile(url.pathname);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.body).not.toMatch(/(src|href)=["']https?:/); // nothing from outside the machine
  });

  it('opens one slot game of a provider, and refuses an unknown game', async () => {
    const token = await server.register('launch02');
    const answer = await server.api<{ url: string }>('/api/getGameUrl', { plat_name: 'pp', game_code: 'pp_ice' }, token);
    expect(new URL(answer.data.url, 'http://local').searchParams.get('title')).toBe('PP电子 · 冰雪女王');
    expect(await server.api('/api/getGameUrl', { plat_name: 'pp', game_code: 'ob_lion' }, token)).toMatchObject({ code: 404, message: contentMsg.unknownGame });
  });

  it('refuses an unknown platform and a hidden one', async () => {
    const token = await server.register('launch03');
    expect(await server.api('/api/getGameUrl', { plat_name: 'nosuch' }, token)).toMatchObject({ code: 404, message: contentMsg.unknownPlatform });
    expect(await server.api('/api/getGameUrl', { plat_name: 'xczr' }, token)).toMatchObject({ code: 422, message: contentMsg.platformClosed });
    expect(await server.api('/api/getGameUrl', { plat_name: 'bad name!' }, token)).toMatchObject({ code: 400 });
  });

  it('leaves the wallets alone when auto-transfer is off', async () => {
    const token = await server.register('launch04');
    await server.admin('/admin/credit', { username: 'launch04', amount: '300' });
    const before = server.snapshot();
    await server.api('/api/getGameUrl', { plat_name: 'ldty' }, token);
    expect(server.snapshot().wallets).toEqual(before.wallets);
    expect(server.snapshot().ledger).toEqual(before.ledger);
  });

  it('with auto-transfer on, moves the whole central balance into the venue once, through the ledger', async () => {
    const token = await server.register('launch05');
    await server.admin('/admin/credit', { username: 'launch05', amount: '250.75' });
    const id = userId('launch05');
    server.deps.db.prepare('UPDATE users SET transferstatus = 1 WHERE id = ?').run(id);

    expect((await server.api('/api/getGameUrl', { plat_name: 'ldty' }, token)).code).toBe(200);
    expect(server.deps.ledger.wallets(id)).toMatchObject({ userbalance: 0, ldty: 25_075 });
    const row = server.deps.db.prepare("SELECT * FROM ledger WHERE user_id = ? AND kind = 'transfer'").all(id);
    expect(row).toMatchObject([{ from_wallet: 'userbalance', to_wallet: 'ldty', amount_fen: 25_075, ref: 'launch:ldty' }]);

    // A second launch (a double tap, a retry) finds nothing left to move.
    expect((await server.api('/api/getGameUrl', { plat_name: 'ldty' }, token)).code).toBe(200);
    expect(server.deps.db.prepare("SELECT COUNT(*) FROM ledger WHERE user_id = ? AND kind = 'transfer'").pluck().get(id)).toBe(1);
    expect((await server.api<{ balance: string }>('/api/balance', {}, token)).data.balance).toBe('0.00');
  });

  it('moves the money exactly once under concurrent launches into several venues', async () => {
    const token = await server.register('launch06');
    await server.admin('/admin/credit', { username: 'launch06', amount: '1000' });
    const id = userId('launch06');
    server.deps.db.prepare('UPDATE users SET transferstatus = 1 WHERE id = ?').run(id);

    const venues = ['ldty', 'hqzr', 'pp', 'xydj', 'ldty', 'hqzr', 'pp', 'xydj'];
    const answers = await Promise.all(venues.map((plat_name) => server.api('/api/getGameUrl', { plat_name }, token)));
    expect(answers.every((a) => a.code === 200)).toBe(true);

    const wallets = server.deps.ledger.wallets(id);
    const total = Object.values(wallets).reduce((sum, fen) => sum + fen, 0);
    expect(total).toBe(100_000); // conserved
    expect(wallets.userbalance).toBe(0);
    expect(Object.values(wallets).filter((fen) => fen > 0)).toEqual([100_000]); // all of it in exactly one venue
    expect(server.deps.ledger.balance(central(id))).toBe(0);
  });

  it('with auto-transfer on, brings what sits in the other venues along into the one opened', async () => {
    const token = await server.register('launch08');
    await server.admin('/admin/credit', { username: 'launch08', amount: '300' });
    const id = userId('launch08');
    expect((await server.api('/api/transfer', { amount: '100', sourcetype: 'userbalance', targettype: 'pp' }, token)).code).toBe(200);
    expect((await server.api('/api/transfer', { amount: '50', sourcetype: 'userbalance', targettype: 'hqzr' }, token)).code).toBe(200);
    server.deps.db.prepare('UPDATE users SET transferstatus = 1 WHERE id = ?').run(id);

    expect((await server.api('/api/getGameUrl', { plat_name: 'ldty' }, token)).code).toBe(200);
    expect(server.deps.ledger.wallets(id)).toMatchObject({ userbalance: 0, pp: 0, hqzr: 0, ldty: 30_000 });
    const moves = server.deps.db.prepare("SELECT from_wallet, to_wallet, amount_fen FROM ledger WHERE user_id = ? AND ref = 'launch:ldty' ORDER BY id").all(id);
    expect(moves).toEqual(
      expect.arrayContaining([
        { from_wallet: 'pp', to_wallet: 'userbalance', amount_fen: 10_000 },
        { from_wallet: 'hqzr', to_wallet: 'userbalance', amount_fen: 5_000 },
        { from_wallet: 'userbalance', to_wallet: 'ldty', amount_fen: 30_000 },
      ]),
    );
    expect(moves).toHaveLength(3);
  });

  it('moves nothing for a member with an empty central wallet', async () => {
    const token = await server.register('launch07');
    server.deps.db.prepare('UPDATE users SET transferstatus = 1 WHERE id = ?').run(userId('launch07'));
    expect((await server.api('/api/getGameUrl', { plat_name: 'hwby' }, token)).code).toBe(200);
    expect(server.deps.db.prepare('SELECT COUNT(*) FROM ledger WHERE user_id = ?').pluck().get(userId('launch07'))).toBe(0);
  });
});

describe('banners and notices', () => {
  it('answers the hall banners (type 2 by default) as local images with internal links', async () => {
    const answer = await server.api<{ src: string; url: string }[]>('/api/bannerList', { type: 2 });
    expect(answer.data.length).toBeGreaterThanOrEqual(3);
    expect((await server.api('/api/bannerList')).data).toEqual(answer.data);
    for (const banner of answer.data) {
      expect((await fetchFile(banner.src)).type).toContain('image/svg+xml');
      expect(banner.url).toMatch(/^\/[a-zA-Z]/);
    }
    expect((await server.api('/api/bannerList', { type: 9 })).data).toEqual([]);
    expect(await server.api('/api/bannerList', { type: 0 })).toMatchObject({ code: 400, message: contract.BannerListRequest.type });
  });

  it('answers the other placements: download carousel, VIP banner, sponsorship list', async () => {
    const of = async (type: number) => (await server.api<{ src: string; url: string }[]>('/api/bannerList', { type })).data;
    expect(await of(3)).toHaveLength(3);
    expect(await of(4)).toHaveLength(1);
    expect((await of(5)).map((b) => b.url)).toEqual(['/zhanzhuye?type=1', '/zhanzhuye?type=2']);
    for (const type of [3, 4, 5]) {
      for (const banner of await of(type)) expect((await fetchFile(banner.src)).status, banner.src).toBe(200);
    }
  });

  it('answers the hall notices as lines of text', async () => {
    const answer = await server.api<string[]>('/api/homenotice');
    expect(answer.data.length).toBeGreaterThanOrEqual(3);
    expect(answer.data.every((line) => typeof line === 'string' && line.length > 0)).toBe(true);
  });

  it('pages the announcements, newest first, in Beijing time', async () => {
    type Page = { data: { id: number; title: string; created_at: string }[]; total: number; last_page: number; current_page: number; per_page: number };
    const first = await server.api<Page>('/api/noticeList', { page: 1 });
    expect(first.data).toMatchObject({ total: 12, last_page: 2, current_page: 1, per_page: 10 });
    expect(first.data.data).toHaveLength(10);
    const times = first.data.data.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const second = await server.api<Page>('/api/noticeList', { page: 2 });
    expect(second.data.data).toHaveLength(2);
    expect(new Set([...first.data.data, ...second.data.data].map((n) => n.id)).size).toBe(12);
    expect((await server.api<Page>('/api/noticeList')).data.current_page).toBe(1);
    expect((await server.api<Page>('/api/noticeList', { page: 9 })).data.data).toEqual([]);
    expect((await server.api('/api/noticeList', { page: 0 })).code).toBe(400);
  });
});

describe('articles', () => {
  it.each([1, 2, 3, 4, 5, 7, 8, 15, 16, 21, 22])('has article type %i with a title and HTML', async (type) => {
    const answer = await server.api<{ type: number; title: string; content: string }>('/api/article', { type });
    expect(answer.code).toBe(200);
    expect(answer.data.type).toBe(type);
    expect(answer.data.title.length).toBeGreaterThan(1);
    expect(answer.data.content).toMatch(/<p>/);
  });

  it('answers 404 for a type with no article and 400 for a malformed one', async () => {
    expect(await server.api('/api/article', { type: 6 })).toMatchObject({ code: 404, message: contentMsg.articleMissing });
    expect((await server.api('/api/article', { type: 0 })).code).toBe(400);
    expect((await server.api('/api/article', {})).code).toBe(400);
  });

  it('points sponsorship pictures at local files', async () => {
    for (const type of [21, 22]) {
      const { data } = await server.api<{ content: string }>('/api/article', { type });
      const src = /src="([^"]+)"/.exec(data.content)![1]!;
      expect((await fetchFile(src)).status).toBe(200);
    }
  });
});

describe('VIP ladder', () => {
  it('answers VIP1 to VIP10 in order with requirements and six rebate rates', async () => {
    const answer = await server.api<{ level: number; name: string; recharge: string; flow: string; realperson: string }[]>('/api/uservip');
    expect(answer.data.map((l) => l.name)).toEqual(Array.from({ length: 10 }, (_, i) => `VIP${i + 1}`));
    expect(answer.data[0]).toMatchObject({ level: 1, recharge: '0.00' });
    expect(answer.data[9]).toMatchObject({ level: 10, recharge: '5000000.00' });
    const recharges = answer.data.map((l) => Number(l.recharge));
    expect([...recharges].sort((a, b) => a - b)).toEqual(recharges);
  });
});

describe('seed', () => {
  it('is idempotent: a second run adds nothing and keeps an operator change', () => {
    server.deps.db.prepare("UPDATE content_articles SET title = '改过的标题' WHERE type = 1").run();
    const before = server.snapshot();
    seedContent(server.deps);
    expect(server.snapshot()).toEqual(before);
    server.deps.db.prepare("UPDATE content_articles SET title = '常见问题' WHERE type = 1").run();
  });
});
