// Fixtures of the hall, games, content and VIP component tests: MSW answers for their calls, counting each call.
import { http, HttpResponse, type DefaultBodyType } from 'msw';
import { mswServer } from '../setup/msw';
import type { User } from '../shared/contract';
import { serveAppInfo } from './appHarness';
import { apiUrl } from './harness';
import { aUser } from '../shared/factories';

const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'ok', data });

export const platform = (platform_name: string, name: string, category_id: string, app_state: 0 | 1 = 1, game_code = platform_name) => ({
  category_id,
  app_state,
  platform_name,
  game_code,
  name,
  img: `/files/images/platforms/${platform_name}.svg`,
});

export const PLATFORMS = [
  platform('obgdy', 'OB电子', 'concise'),
  platform('pp', 'PP电子', 'concise'),
  platform('hidden1', '隐藏电子', 'concise', 0),
  platform('ldty', '雷电体育', 'sport'),
  platform('fxty', '飞翔体育', 'sport', 0),
  platform('cpgc', '彩票广场', 'lottery', 1, 'pc28'),
  platform('hqzr', '环球真人', 'realbet'),
];

/** A fixture platform's name, by its code: tests name tiles through it rather than copying the fixture. */
export const platformName = (code: string) => PLATFORMS.find((p) => p.platform_name === code)!.name;

export const VIP_LEVELS = Array.from({ length: 10 }, (_, i) => ({
  level: i + 1,
  name: `VIP${i + 1}`,
  recharge: `${[0, 1000, 5000, 20000, 50000, 100000, 300000, 800000, 2000000, 5000000][i]}.00`,
  flow: `${[0, 5000, 25000, 100000, 250000, 500000, 1500000, 4000000, 10000000, 25000000][i]}.00`,
  realperson: '0.50',
  sport: '0.55',
  e_sport: '0.60',
  joker: '0.65',
  electron: '0.70',
  lottery: '0.30',
}));

export const member = (patch: Partial<User> = {}): User =>
  aUser({ username: 'player01', realname: 'player01', balance: '100.00', current_vip: 'VIP2', vip: 2, paysum: '250.00', joinday: 3, ...patch });

/** Calls made, by path (and the bodies sent). */
export interface Calls {
  count(path: string): number;
  bodies(path: string): DefaultBodyType[];
}

/** Holds every call to `path` until `open()` (then the fixture's answer goes on). */
export function hold(path: string) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  mswServer.use(http.post(apiUrl(path), async () => {
    await gate;
    return undefined; // on to the fixture's answer
  }));
  return { open };
}

/** The banners the hall is answered with. */
export const BANNERS = [
  { src: '/files/content/banners/welcome.svg', url: '/activity' },
  { src: '/files/content/banners/vip.svg', url: '/vip' },
];

/** Every call these screens make, answered from the fixtures. `balances` are answered in turn. */
export function serveContent(
  options: { user?: Record<string, unknown>; balances?: string[]; levelsDelay?: Promise<void>; venueBalance?: string } = {},
): Calls {
  serveAppInfo();
  const seen: { path: string; body: DefaultBodyType }[] = [];
  const record = async (path: string, request: Request) => {
    const text = request.method === 'POST' ? await request.clone().text() : '';
    seen.push({ path, body: text ? (JSON.parse(text) as DefaultBodyType) : null });
  };
  let balanceCall = 0;
  const balances = options.balances ?? ['100.00'];
  mswServer.use(
    http.get(apiUrl('/api/game/list'), async ({ request }) => {
      await record('/api/game/list', request);
      const category = new URL(request.url).searchParams.get('category') ?? '';
      return ok(PLATFORMS.filter((p) => !category || p.category_id === category));
    }),
    http.post(apiUrl('/api/bannerList'), async ({ request }) => {
      await record('/api/bannerList', request);
      return ok(BANNERS);
    }),
    http.post(apiUrl('/api/homenotice'), async ({ request }) => {
      await record('/api/homenotice', request);
      return ok(['第一条公告内容', '第二条公告内容']);
    }),
    http.post(apiUrl('/api/uservip'), async ({ request }) => {
      await record('/api/uservip', request);
      await options.levelsDelay;
      return ok(VIP_LEVELS);
    }),
    http.post(apiUrl('/api/user'), async ({ request }) => {
      await record('/api/user', request);
      return ok(member(options.user));
    }),
    http.post(apiUrl('/api/balance'), async ({ request }) => {
      await record('/api/balance', request);
      const balance = balances[Math.min(balanceCall, balances.length - 1)];
      balanceCall += 1;
      return ok({ balance });
    }),
    http.post(apiUrl('/api/balancelist'), async ({ request }) => {
      await record('/api/balancelist', request);
      return ok(PLATFORMS.map((p) => ({ name: p.platform_name, platname: p.platform_name, balance: options.venueBalance ?? '50.00' })));
    }),
    http.post(apiUrl('/api/transfer'), async ({ request }) => {
      await record('/api/transfer', request);
      return ok({ balance: '0.00' });
    }),
    http.post(apiUrl('/api/uptransferstatus'), async ({ request }) => {
      await record('/api/uptransferstatus', request);
      return ok(null);
    }),
    http.post(apiUrl('/api/getGameUrl'), async ({ request }) => {
      await record('/api/getGameUrl', request);
      return ok({ url: '/files/content/game.html?platform=hqzr' });
    }),
    http.post(apiUrl('/api/getservicerurl'), async ({ request }) => {
      await record('/api/getservicerurl', request);
      return ok({ url: '/files/pages/service.html' });
    }),
    http.get(apiUrl('/api/getAgentLoginUrl'), async ({ request }) => {
      await record('/api/getAgentLoginUrl', request);
      return ok({ url: '/files/pages/agent.html' });
    }),
    http.post(apiUrl('/api/gamelistBycode'), async ({ request }) => {
      await record('/api/gamelistBycode', request);
      const { gamecode } = (await request.clone().json()) as { gamecode: string };
      return ok([1, 2].map((n) => ({ gamename: `${gamecode}游戏${n}`, gamepic: `/files/content/games/${gamecode}${n}.svg`, gamecode: `${gamecode}_${n}`, catecode: gamecode })));
    }),
    http.post(apiUrl('/api/article'), async ({ request }) => {
      await record('/api/article', request);
      const { type } = (await request.clone().json()) as { type: number };
      return ok({ type, title: `文章${type}`, content: `<p>正文${type}</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>` });
    }),
    http.post(apiUrl('/api/noticeList'), async ({ request }) => {
      await record('/api/noticeList', request);
      return ok({
        data: [{ id: 1, title: '维护公告', content: '<p>今晚维护</p>', created_at: '2025-01-02 03:04:05' }],
        total: 1,
        last_page: 1,
        current_page: 1,
        per_page: 10,
      });
    }),
  );
  return {
    count: (path) => seen.filter((s) => s.path === path).length,
    bodies: (path) => seen.filter((s) => s.path === path).map((s) => s.body),
  };
}
