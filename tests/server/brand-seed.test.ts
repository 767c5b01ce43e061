// The server's demo content speaks for the brand BRAND names (issue 12): started for the second brand, no answer,
// seeded row or file under /files/ carries the default brand's name or red; a brand with no seed.json gets neutral
// words; the default brand keeps its own. Names come from brands/*/seed.json, reds from the default brand's tokens.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultTokens } from '../../brands/default/brand';
import type { BrandSeed } from '../../brands/types';
import { startServer, type TestServer } from './harness';
import { member } from './wallet-helpers';

const root = path.resolve(import.meta.dirname, '../..');
const readSeed = (id: string) => JSON.parse(readFileSync(path.join(root, 'brands', id, 'seed.json'), 'utf8')) as BrandSeed;
const defaultSeed = readSeed('default');
const secondSeed = readSeed('bluecrest');

/** What names the default brand: its name and short name, and the letters of its account numbers. */
const defaultNames = [defaultSeed.name!, defaultSeed.shortName!, `${defaultSeed.accountPrefix!}-`];
/** The default brand's reds: its brand colour and shades, and its danger red. */
const defaultReds = [defaultTokens.primary, defaultTokens.primaryLight, defaultTokens.primaryDeep, defaultTokens.danger];

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

/** The entries whose text holds any of the needles (case-insensitive), as "entry: needle". */
const holding = (texts: Record<string, string>, needles: string[]) =>
  Object.entries(texts).flatMap(([key, text]) =>
    needles.filter((needle) => text.toLowerCase().includes(needle.toLowerCase())).map((needle) => `${key}: ${needle}`),
  );

describe('the second brand (BRAND=bluecrest)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startWith({ BRAND: 'bluecrest' });
  });
  afterAll(() => server?.close());

  it('names the second brand in its notices and lottery, never the default one', async () => {
    const answers = await seededAnswers(server);
    expect(holding(answers, defaultNames)).toEqual([]);
    expect(answers.homenotice).toContain(secondSeed.name!);
    expect(answers.lotteries).toContain(`${secondSeed.shortName!}28`);
    expect(answers.settings).toContain(secondSeed.settings!.title!);
  });

  it('serves no page or picture in the default red or naming the default brand', async () => {
    const files = await servedFiles(server);
    expect(holding(files, [...defaultReds, ...defaultNames])).toEqual([]);
  });

  it('paints the themed pages and pictures with its own colours', async () => {
    const { tokens } = await import('../../brands/bluecrest/brand').then((m) => ({ tokens: { ...defaultTokens, ...m.default.tokens } }));
    const page = await server.app.inject({ method: 'GET', url: '/files/pages/service.html' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`--brand-primary:${tokens.primary}`);
    const tile = await server.app.inject({ method: 'GET', url: '/files/images/platforms/cpgc.svg' });
    expect(tile.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(tile.body).toContain(`--art-lottery-tile-deep:${tokens.primaryDeep}`);
    const again = await server.app.inject({ method: 'GET', url: '/files/images/platforms/cpgc.svg', headers: { 'if-none-match': String(tile.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

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

  it('falls back to wording that names no brand', async () => {
    const answers = await seededAnswers(server);
    expect(holding(answers, defaultNames)).toEqual([]);
    expect(holding(await servedFiles(server), defaultNames)).toEqual([]);
  });
});

describe('the default brand', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startWith({ BRAND: 'default' });
  });
  afterAll(() => server?.close());

  it('keeps its name, lottery title, receiving accounts and colours, now read from brands/default', async () => {
    const answers = await seededAnswers(server);
    expect(answers.homenotice).toContain(defaultSeed.name!);
    expect(answers.lotteries).toContain(`${defaultSeed.shortName!}28`);
    expect(answers.receiving).toContain(defaultSeed.company!);
    expect(answers.database).toContain(`${defaultSeed.accountPrefix!}-WX-10086`);
    expect(answers.settings).toContain(defaultSeed.settings!.title!);
    const files = await servedFiles(server);
    expect(files['/files/pages/agent.html']).toContain(`--brand-primary-light:${defaultTokens.primaryLight}`);
    expect(files['/files/images/platforms/cpgc.svg']).toContain(`--art-lottery-tile-light:${defaultSeed.artColors!.lotteryTileLight!}`);
    expect(files['/files/content/banners/welcome.svg']).toContain(`--art-hall-banner-deep:${defaultSeed.artColors!.hallBannerDeep!}`);
  });
});
