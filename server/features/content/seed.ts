// Demo content on a fresh database; every row has a natural key, so a later start inserts nothing twice and leaves
// an operator's changes alone.
import type { Deps } from '../../http/deps';
import { seedBrand } from '../../brandSeed';
import { articles } from './articles';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Six of our own slot games per slot provider; pictures under server/static/content/games/. */
export const SLOT_GAMES: Record<string, readonly [code: string, name: string][]> = {
  obgdy: [['ob_caishen', '财神到'], ['ob_longfeng', '龙凤呈祥'], ['ob_fruit', '水果派对'], ['ob_lion', '金狮献瑞'], ['ob_miner', '宝石矿工'], ['ob_lucky7', '幸运777']],
  fgdz: [['fg_panda', '熊猫乐园'], ['fg_ocean', '海底宝藏'], ['fg_fire', '火焰之星'], ['fg_train', '黄金列车'], ['fg_candy', '糖果爆爆'], ['fg_kungfu', '武林争霸']],
  pp: [['pp_galaxy', '星河宝石'], ['pp_west', '狂野西部'], ['pp_ice', '冰雪女王'], ['pp_forest', '森林狂欢'], ['pp_pyramid', '金字塔之谜'], ['pp_magic', '魔法书屋']],
  ae: [['ae_cat', '招财猫'], ['ae_koi', '锦鲤跃门'], ['ae_redpack', '红包雨'], ['ae_fortune', '福禄寿'], ['ae_blessing', '五福临门'], ['ae_ingot', '金元宝']],
};

/**
 * Banners by placement (BannerListRequest in openapi.yaml): 2 the hall (750×300), 3 the app download carousel
 * (750×420), 4 the VIP page (750×260), 5 the sponsorship list (750×360). A url is the in-app page a tap opens.
 */
export const BANNERS: readonly { type: number; src: string; url: string }[] = [
  { type: 2, src: '/files/content/banners/welcome.svg', url: '/activity' },
  { type: 2, src: '/files/content/banners/vip.svg', url: '/vip' },
  { type: 2, src: '/files/content/banners/redpacket.svg', url: '/hongbao' },
  { type: 3, src: '/files/content/app/1.svg', url: '' },
  { type: 3, src: '/files/content/app/2.svg', url: '' },
  { type: 3, src: '/files/content/app/3.svg', url: '' },
  { type: 4, src: '/files/content/vip/banner.svg', url: '' },
  { type: 5, src: '/files/content/sponsor/1.svg', url: '/zhanzhuye?type=1' },
  { type: 5, src: '/files/content/sponsor/2.svg', url: '/zhanzhuye?type=2' },
];

/** The hall's scrolling notices; the first names the brand (brands/<id>/seed.json `name`). */
export const homeNotices = (name: string) => [
  `欢迎来到${name}！新会员首次充值即送100%彩金，最高888元。`,
  '每日10:00-12:00开放红包雨，充值越多红包越大，快来领取吧！',
  'VIP晋级礼金已全面升级，最高可获得88888元晋级奖励。',
];

const NOTICE_TITLES = [
  ['系统升级维护公告', '<p>为提供更优质的服务，本站将于本周三凌晨02:00-04:00进行系统升级，期间部分游戏暂停使用，敬请谅解。</p>'],
  ['新会员首存优惠上线', '<p>即日起，新会员首次充值即可获得100%彩金，最高888元，仅需完成10倍流水即可提现。</p>'],
  ['红包雨活动开启', '<p>每日10:00-12:00准时开放红包雨，前一日12:00至当日10:00的充值均计入领取条件。</p>'],
  ['VIP晋级礼金升级', '<p>VIP晋级礼金全面升级，累计充值与有效投注达标即可晋级，次日24:00前自动发放。</p>'],
  ['USDT充值通道开通', '<p>本站已开通TRC20与ERC20两种USDT充值方式，到账更快，手续费更低。</p>'],
  ['防诈骗提醒', '<p>本站客服不会以任何理由向您索要密码或验证码，请认准官方客服渠道，谨防上当受骗。</p>'],
  ['体育赛事返水加码', '<p>本月体育投注返水比例上调0.2%，每日自动计算，请于福利中心手动领取。</p>'],
  ['电竞专题竞猜上线', '<p>全新电竞竞猜专题上线，热门赛事全覆盖，滚球投注即时结算。</p>'],
  ['棋牌新游戏上线', '<p>欢乐棋牌新增多款经典玩法，邀请好友同桌竞技，乐趣加倍。</p>'],
  ['银行卡绑定提醒', '<p>为保障资金安全，请绑定本人实名的银行卡，每种账户最多可绑定5个。</p>'],
  ['代理计划火热招募', '<p>零成本加盟代理，佣金月结，最高可达50%，详情请咨询在线客服。</p>'],
  ['春节活动预告', '<p>春节期间将推出多重好礼活动，敬请关注优惠活动页面。</p>'],
] as const;

/** The announcements a brand starts with, newest first: its own (brands/<id>/seed.json) where it states them, else the demo ones. */
export const seedNotices = (brand = seedBrand()): readonly (readonly [title: string, content: string])[] =>
  brand.notices?.map((n) => [n.title, n.content] as const) ?? NOTICE_TITLES;

export function seedContent(deps: Deps): void {
  const { db } = deps;
  const now = deps.clock.now().getTime();
  const brand = seedBrand();
  const { name } = brand;
  const game = db.prepare(
    'INSERT INTO content_slot_games (provider, gamecode, gamename, gamepic, sort) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const banner = db.prepare('INSERT INTO content_banners (type, src, url, sort) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const line = db.prepare('INSERT INTO content_home_notices (text, sort) VALUES (?, ?) ON CONFLICT DO NOTHING');
  const notice = db.prepare('INSERT INTO content_notices (title, content, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const article = db.prepare('INSERT INTO content_articles (type, title, content) VALUES (@type, @title, @content) ON CONFLICT DO NOTHING');

  db.transaction(() => {
    for (const [provider, games] of Object.entries(SLOT_GAMES)) {
      games.forEach(([code, name], i) => game.run(provider, code, name, `/files/content/games/${code}.svg`, i));
    }
    // The brand's own (brands/<id>/seed.json) where it states them, else the demo ones.
    (brand.banners ?? BANNERS).forEach((b, i) => banner.run(b.type, b.src, b.url, i));
    (brand.homeNotices ?? homeNotices(name)).forEach((text, i) => line.run(text, i));
    const notices = seedNotices(brand);
    // The first is the newest: one a day going back, at varied hours.
    notices.forEach(([title, content], i) => notice.run(title, content, now - i * DAY_MS - (i % 5) * 3_600_000));
    articles(name).forEach((a) => article.run(a));
  })();
}
