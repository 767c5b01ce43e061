// The server's demo content speaks for the brand BRAND names (issue 12), checked for every folder under brands/ (or
// only the one BRAND or BRAND_DIR names, as `npm run test:brand` runs it): its own names in the notices, lottery,
// settings and receiving accounts, its own colours in the themed files, and, for any brand but the default, neither
// the default brand's name nor its reds anywhere. Every expectation is read from the brand's own brand.ts and
// seed.json (through the server's own reading of it); a brand with no seed.json gets neutral words.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultTokens } from '../../brands/default/brand';
import { BRANDS_DIR, loadBrand } from '../../brands/load';
import type { BrandSeed, Localized } from '../../brands/types';
import { seedBrand } from '../../server/brandSeed';
import { ROUTE_SWITCHES } from '../../server/routeSwitches';
import { startServer, type TestServer } from './harness';
import { member } from './wallet-helpers';

const root = path.resolve(import.meta.dirname, '../..');
const defaultSeed = JSON.parse(readFileSync(path.join(root, 'brands', 'default', 'seed.json'), 'utf8')) as BrandSeed;

/** A text of seed.json in every language it is given in. */
const everyLanguage = (text: Localized | undefined): string[] => (text === undefined ? [] : typeof text === 'string' ? [text] : Object.values(text));
/** What names the default brand: its name and short name in each of its languages, and the letters of its account numbers. */
const defaultNames = [...everyLanguage(defaultSeed.name), ...everyLanguage(defaultSeed.shortName), `${defaultSeed.accountPrefix!}-`];
/** The default brand's reds: its brand colour and shades, and its danger red. */
const defaultReds = [defaultTokens.primary, defaultTokens.primaryLight, defaultTokens.primaryDeep, defaultTokens.danger];

/** The brands to check, each as the variables that pick it. */
const brandsUnderTest: Record<string, string>[] = process.env.BRAND_DIR
  ? [{ BRAND_DIR: path.resolve(process.env.BRAND_DIR) }]
  : process.env.BRAND
    ? [{ BRAND: process.env.BRAND }]
    : readdirSync(BRANDS_DIR, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(path.join(BRANDS_DIR, entry.name, 'brand.ts')))
        .map((entry) => ({ BRAND: entry.name }));

/** Starts a server as `npm start` would under these variables (read while it seeds and mounts its files). */
async function startWith(env: Record<string, string>): Promise<TestServer> {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  try {
    return await startServer();
  } finally {
    vi.unstubAllEnvs();
  }
}

const ARTICLE_TYPES = [1, 2, 3, 4, 5, 7, 8, 15, 16, 21, 22];

/** Every seeded answer a player can reach, as text: settings, notices, articles, lotteries and rooms, banners, accounts. */
async function seededAnswers(server: TestServer): Promise<Record<string, string>> {
  const m = await member(server, 0, 'brd');
  const answers: Record<string, unknown> = {
    settings: await server.api('/api/app'),
    homenotice: await server.api('/api/homenotice'),
    notices: [await server.api('/api/noticeList', { page: 1 }), await server.api('/api/noticeList', { page: 2 })],
    lotteries: await server.api('/api/lotteryList'),
    rooms: await server.api('/api/lotteryRoom', { name: 'pc28' }),
    room: await server.call('GET', '/api/lotteryRoom', undefined, { query: { room_id: '1' } }),
    games: await server.call('GET', '/api/game/list'),
    receiving: await server.api('/api/getpaybank', {}, m.token),
    customerService: await server.api('/api/getservicerurl'),
  };
  for (const type of ARTICLE_TYPES) answers[`article ${type}`] = await server.api('/api/article', { type });
  for (const type of [2, 3, 4, 5]) answers[`banners ${type}`] = await server.api('/api/bannerList', { type });
  // Every row the seed wrote, e-wallet receiving accounts included (they reach players through deposits).
  answers.database = server.snapshot();
  return Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, JSON.stringify(value)]));
}

const staticRoot = path.join(root, 'server', 'static');
const staticFiles = (dir = staticRoot): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? staticFiles(full) : [path.relative(staticRoot, full).split(path.sep).join('/')];
  });

/** Every text file under /files/ as the server sends it. */
async function servedFiles(server: TestServer): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of staticFiles().filter((f) => /\.(svg|html)$/.test(f))) {
    const answer = await server.app.inject({ method: 'GET', url: `/files/${file}` });
    expect(answer.statusCode, file).toBe(200);
    out[`/files/${file}`] = answer.body;
  }
  return out;
}

/**
 * A scan of every seeded answer and served file: about 1 s alone under Node 20, 8.5 s in Node 24's step beside e2e and
 * the engines (2026-12-08), over 40 % of the server tests' 20 s.
 */
const SCAN_MS = 60_000;

/** The entries whose text holds any of the needles (case-insensitive), as "entry: needle". */
const holding = (texts: Record<string, string>, needles: string[]) =>
  Object.entries(texts).flatMap(([key, text]) =>
    needles.filter((needle) => text.toLowerCase().includes(needle.toLowerCase())).map((needle) => `${key}: ${needle}`),
  );

describe.each(brandsUnderTest)('the brand %o', (env) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startWith(env);
  });
  afterAll(() => server?.close());

  it('switches off on the server each feature whose route it turns off, and keeps the others on', async () => {
    const off = new Set((await loadBrand(env)).screens.off);
    const settings = (await server.api<Record<string, unknown>>('/api/app')).data;
    for (const [route, key] of Object.entries(ROUTE_SWITCHES)) expect(settings[key], `${route} → ${key}`).toBe(off.has(route) ? 0 : 1);
  });

  it('names itself in its notices, lottery, settings and receiving accounts', async () => {
    const seed = seedBrand(env);
    const answers = await seededAnswers(server);
    expect(answers.homenotice).toContain(seed.name);
    expect(answers.lotteries).toContain(seed.lotteryTitle);
    expect(answers.settings).toContain(seed.settings.title);
    expect(answers.receiving).toContain(seed.company);
    expect(answers.database).toContain(`${seed.accountPrefix}-WX-10086`);
  });

  it("carries the default brand's name and reds nowhere, unless it is the default brand", { timeout: SCAN_MS }, async () => {
    const config = await loadBrand(env);
    const seed = seedBrand(env);
    const own = [seed.name, seed.lotteryTitle, seed.company, `${seed.accountPrefix}-`].join(' ');
    const ownColours = Object.values(config.tokens).map((value) => value.toLowerCase());
    const names = defaultNames.filter((name) => !own.includes(name));
    const reds = defaultReds.filter((red) => !ownColours.includes(red.toLowerCase()));
    expect(holding(await seededAnswers(server), names)).toEqual([]);
    expect(holding(await servedFiles(server), [...reds, ...names])).toEqual([]);
  });

  it('answers its site title in each language its seed.json gives, and the base one to a caller in no other', async () => {
    const settings = async (headers: Record<string, string>) => {
      const answer = await server.app.inject({ method: 'POST', url: '/api/app', payload: {}, headers });
      return (answer.json() as { data: { title: string } }).data.title;
    };
    expect(await settings({})).toBe(seedBrand(env).settings.title);
    for (const lang of new Set((await loadBrand(env)).languages)) {
      expect(await settings({ 'accept-language': lang }), lang).toBe(seedBrand(env, lang).settings.title);
    }
  });

  it('paints the themed pages and pictures with its own colours', async () => {
    const { tokens } = await loadBrand(env);
    const art = seedBrandArt(env);
    const page = await server.app.inject({ method: 'GET', url: '/files/pages/service.html' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`--brand-primary:${tokens.primary}`);
    const tile = await server.app.inject({ method: 'GET', url: '/files/images/platforms/cpgc.svg' });
    expect(tile.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(tile.body).toContain(`--art-lottery-tile-deep:${art.lotteryTileDeep ?? tokens.primaryDeep}`);
    expect(tile.body).toContain(`--art-lottery-tile-light:${art.lotteryTileLight ?? tokens.primaryLight}`);
    const again = await server.app.inject({ method: 'GET', url: '/files/images/platforms/cpgc.svg', headers: { 'if-none-match': String(tile.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

/** The brand's own art colours, as its seed.json states them (unset ones follow its tokens). */
function seedBrandArt(env: Record<string, string>): NonNullable<BrandSeed['artColors']> {
  const dir = env.BRAND_DIR ?? path.join(BRANDS_DIR, env.BRAND!);
  const file = path.join(dir, 'seed.json');
  return existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as BrandSeed).artColors ?? {}) : {};
}

describe('a brand with no seed.json', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'brand-plain-'));
  let server: TestServer;
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'brand.ts'), "export default { id: 'plain', tokens: { primary: '#0a7b6c' } };\n");
    server = await startWith({ BRAND_DIR: dir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('falls back to wording that names no brand', { timeout: SCAN_MS }, async () => {
    const answers = await seededAnswers(server);
    expect(holding(answers, defaultNames)).toEqual([]);
    expect(holding(await servedFiles(server), defaultNames)).toEqual([]);
  });
});

describe("a brand's own banners, notices and promotions (seed.json)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'brand-content-'));
  const own: BrandSeed = {
    name: '翠玉娱乐',
    banners: [{ type: 2, src: '/jade-welcome.webp', url: '/vip' }],
    homeNotices: ['翠玉娱乐欢迎您，首存即送好礼。'],
    notices: [{ title: '翠玉开业公告', content: '<p>翠玉娱乐今日开业。</p>' }],
    promotions: [{ type: '开业专享', title: '开业首存送20%', banner: '/jade-open.webp', content: '<p>首存即送20%。</p>' }],
  };
  let server: TestServer;
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'brand.ts'), "export default { id: 'content', tokens: { primary: '#0a7b6c' } };\n");
    writeFileSync(path.join(dir, 'seed.json'), JSON.stringify(own));
    server = await startWith({ BRAND_DIR: dir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves them in place of the demo ones', async () => {
    const answer = async (p: Parameters<typeof server.api>[0], body?: Parameters<typeof server.api>[1]) => JSON.stringify(await server.api(p, body));
    const hallBanners = JSON.parse(await answer('/api/bannerList', { type: 2 })) as { data: { src: string; url: string }[] };
    expect(hallBanners.data.map(({ src, url }) => ({ src, url }))).toEqual(own.banners!.map(({ src, url }) => ({ src, url })));
    const homenotice = await answer('/api/homenotice');
    expect(homenotice).toContain(own.homeNotices![0]);
    const notices = JSON.parse(await answer('/api/noticeList', { page: 1 })) as { data: { data: { title: string }[] } };
    expect(notices.data.data.map((n) => n.title)).toEqual(own.notices!.map((n) => n.title));
    const promotions = JSON.parse(await answer('/api/activitylist')) as { data: { data: { title: string; banner: string }[] } };
    expect(promotions.data.data.map(({ title, banner }) => ({ title, banner }))).toEqual(own.promotions!.map(({ title, banner }) => ({ title, banner })));
    expect(await answer('/api/activitytype')).toContain(own.promotions![0]!.type);
  });

  it('refuses a seed.json whose list holds the wrong kind of value, naming the field', async () => {
    const { loadBrandSeed } = await import('../../brands/load');
    const bad = mkdtempSync(path.join(tmpdir(), 'brand-bad-'));
    writeFileSync(path.join(bad, 'brand.ts'), "export default { id: 'bad' };\n");
    writeFileSync(path.join(bad, 'seed.json'), JSON.stringify({ banners: [{ type: '2', src: '/a.webp', url: '' }] }));
    expect(() => loadBrandSeed({ BRAND_DIR: bad })).toThrow(/banners\[0\]\.type" must be a whole number/);
    rmSync(bad, { recursive: true, force: true });
  });
});

describe('texts of seed.json given per language', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'brand-languages-'));
  const own: BrandSeed = {
    name: { 'zh-CN': '翠玉娱乐', en: 'Jade Games' },
    settings: { title: { 'zh-CN': '翠玉娱乐', en: 'Jade Games' }, repair_tips: '维护中' },
    homeNotices: [{ 'zh-CN': '翠玉娱乐欢迎您。', en: 'Welcome to Jade Games.' }, '首存即送好礼。'],
    notices: [{ title: { 'zh-CN': '翠玉开业公告', en: 'Jade opens' }, content: '<p>翠玉娱乐今日开业。</p>' }],
  };
  let server: TestServer;
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'brand.ts'), "export default { id: 'languages', languages: ['zh-CN', 'en'] };\n");
    writeFileSync(path.join(dir, 'seed.json'), JSON.stringify(own));
    server = await startWith({ BRAND_DIR: dir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const ask = (url: string, language?: string) =>
    server.app.inject({ method: 'POST', url, payload: {}, headers: language ? { 'accept-language': language } : {} });
  const text = (map: Localized, lang: string) => (typeof map === 'string' ? map : map[lang]!);

  it('answers the English texts to a caller in English (en-US too), and says the answer varies by language', async () => {
    const title = own.settings!.title!;
    for (const language of ['en', 'en-US,en;q=0.9']) {
      const answer = await ask('/api/app', language);
      expect(answer.json()).toMatchObject({ code: 200, data: { title: text(title, 'en') } });
      expect(String(answer.headers.vary)).toMatch(/Accept-Language/i);
    }
    const notices = (await ask('/api/homenotice', 'en')).json() as { data: unknown };
    expect(JSON.stringify(notices.data)).toContain(text(own.homeNotices![0]!, 'en'));
    expect(JSON.stringify(notices.data)).toContain(text(own.homeNotices![1]!, 'en')); // given in one language: as is
    const list = (await ask('/api/noticeList', 'en')).json() as { data: { data: { title: string; content: string }[] } };
    expect(list.data.data[0]).toMatchObject({ title: text(own.notices![0]!.title, 'en'), content: own.notices![0]!.content });
  });

  it('answers the base texts, byte for byte the same, to a caller with no language, the base one or one the seed lacks', async () => {
    const plain = await ask('/api/app');
    expect(plain.json()).toMatchObject({ data: { title: text(own.settings!.title!, 'zh-CN') } });
    for (const language of ['zh-CN', 'fr', 'fr-FR,en;q=0.5', '*']) {
      expect((await ask('/api/app', language)).body, language).toBe(plain.body);
    }
  });

  it('refuses a text map without the base language, or with a value that is not a string, naming the field', async () => {
    const { loadBrandSeed } = await import('../../brands/load');
    const bad = mkdtempSync(path.join(tmpdir(), 'brand-bad-language-'));
    writeFileSync(path.join(bad, 'brand.ts'), "export default { id: 'bad' };\n");
    const refusal = (seed: unknown) => {
      writeFileSync(path.join(bad, 'seed.json'), JSON.stringify(seed));
      return () => loadBrandSeed({ BRAND_DIR: bad });
    };
    expect(refusal({ settings: { title: { en: 'Jade' } } })).toThrow(/"settings\.title" lacks the "zh-CN" text.*it gives "en"/);
    expect(refusal({ name: { 'zh-CN': '翠玉', en: 7 } })).toThrow(/"name\.en" must be a string/);
    expect(refusal({ notices: [{ title: { 'zh-CN': '公告' }, content: ['<p>'] }] })).toThrow(/"notices\[0\]\.content" must be a string or a map/);
    expect(refusal({ homeNotices: [{ English: 'Hi', 'zh-CN': '你好' }] })).toThrow(/"homeNotices\[0\]" names "English", which is not a language/);
    expect(refusal({ settings: 'Jade' })).toThrow(/"settings" must be an object/);
    rmSync(bad, { recursive: true, force: true });
  });
});
