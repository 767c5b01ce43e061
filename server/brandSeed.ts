// The brand the server speaks for in its demo content (notices, articles, the lottery, receiving accounts, site
// settings): brands/<id>/seed.json of the brand BRAND names, each value it leaves out replaced by neutral wording.
// The fallbacks name no brand, so a new brand never shows the default brand's name (docs/operators.md).
import { loadBrandSeed, type BrandSeed } from '../brands/load';

export interface SeedBrand {
  /** Where a sentence names the site: the brand's name, or "本站" (this site). */
  name: string;
  /** The demo sum lottery's title. */
  lotteryTitle: string;
  /** Owner of the demo receiving bank account. */
  company: string;
  /** Owner of the demo e-wallet receiving accounts. */
  payee: string;
  accountPrefix: string;
  settings: { title: string; repair_tips: string; webcontent: string };
  /** The brand's own demo banners, hall notices, announcements and promotions (seed.json); unset: the neutral ones. */
  banners?: NonNullable<BrandSeed['banners']>;
  homeNotices?: string[];
  notices?: NonNullable<BrandSeed['notices']>;
  promotions?: NonNullable<BrandSeed['promotions']>;
}

const NEUTRAL = {
  name: '本站',
  lotteryTitle: '幸运28',
  company: '示例科技有限公司',
  payee: '在线收款',
  accountPrefix: 'PAY',
  title: '在线娱乐',
  repairTips: '系统维护中，请稍后再来。给您带来不便，敬请谅解！',
};

/** Read at each call (a few hundred bytes): a test may start servers for two brands in one process. */
export function seedBrand(env: NodeJS.ProcessEnv = process.env): SeedBrand {
  const seed = loadBrandSeed(env);
  const name = seed.name ?? NEUTRAL.name;
  const short = seed.shortName ?? seed.name;
  return {
    name,
    lotteryTitle: short ? `${short}28` : NEUTRAL.lotteryTitle,
    company: seed.company ?? (seed.name ? `${seed.name}有限公司` : NEUTRAL.company),
    payee: seed.name ?? NEUTRAL.payee,
    accountPrefix: seed.accountPrefix ?? NEUTRAL.accountPrefix,
    settings: {
      title: seed.settings?.title ?? seed.name ?? NEUTRAL.title,
      repair_tips: seed.settings?.repair_tips ?? NEUTRAL.repairTips,
      webcontent: seed.settings?.webcontent ?? `<p>欢迎来到${name}！新会员注册即可领取新人礼包，详情请查看优惠活动。</p>`,
    },
    banners: seed.banners,
    homeNotices: seed.homeNotices,
    notices: seed.notices,
    promotions: seed.promotions,
  };
}
