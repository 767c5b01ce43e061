// The brand the server speaks for in its demo content (notices, articles, the lottery, receiving accounts, site
// settings): brands/<id>/seed.json of the brand BRAND names, each value it leaves out replaced by neutral wording.
// The fallbacks name no brand, so a new brand never shows the default brand's name (docs/operators.md).
// A text of seed.json may be given per language: the server seeds the base language's (BASE_LANGUAGE), and
// seedTranslations() pairs each with its other languages' for the answers to callers in them (http/answerLanguage.ts).
import { loadBrandSeed, type BrandSeed, type Localized } from '../brands/load';
import { BASE_LANGUAGE } from '../core/constants';

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
  notices?: { title: string; content: string }[];
  promotions?: { type: string; title: string; banner: string; content: string; memo?: string }[];
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

/** A text in a language: its own, else the base language's (loadBrandSeed made sure a map has that). */
function inLanguage(text: Localized, lang: string): string;
function inLanguage(text: Localized | undefined, lang: string): string | undefined;
function inLanguage(text: Localized | undefined, lang: string): string | undefined {
  return text === undefined || typeof text === 'string' ? text : (text[lang] ?? text[BASE_LANGUAGE]);
}

/**
 * The brand's demo texts in a language (the base one unless told): each text of seed.json in that language where it
 * gives one. The neutral sentences composed around the name (the welcome, the company) stay in the base language.
 * Read at each call (a few hundred bytes): a test may start servers for two brands in one process.
 */
export function seedBrand(env: NodeJS.ProcessEnv = process.env, lang: string = BASE_LANGUAGE): SeedBrand {
  const seed = loadBrandSeed(env);
  const text = (value: Localized | undefined) => inLanguage(value, lang);
  const baseName = inLanguage(seed.name, BASE_LANGUAGE);
  const name = text(seed.name) ?? NEUTRAL.name;
  const short = text(seed.shortName) ?? text(seed.name);
  return {
    name,
    lotteryTitle: short ? `${short}28` : NEUTRAL.lotteryTitle,
    company: text(seed.company) ?? (baseName ? `${baseName}有限公司` : NEUTRAL.company),
    payee: text(seed.name) ?? NEUTRAL.payee,
    accountPrefix: seed.accountPrefix ?? NEUTRAL.accountPrefix,
    settings: {
      title: text(seed.settings?.title) ?? text(seed.name) ?? NEUTRAL.title,
      repair_tips: text(seed.settings?.repair_tips) ?? NEUTRAL.repairTips,
      webcontent: text(seed.settings?.webcontent) ?? `<p>欢迎来到${baseName ?? NEUTRAL.name}！新会员注册即可领取新人礼包，详情请查看优惠活动。</p>`,
    },
    banners: seed.banners,
    homeNotices: seed.homeNotices?.map((line) => inLanguage(line, lang)),
    notices: seed.notices?.map((n) => ({ title: inLanguage(n.title, lang), content: inLanguage(n.content, lang) })),
    promotions: seed.promotions?.map((p) => ({
      type: inLanguage(p.type, lang),
      title: inLanguage(p.title, lang),
      banner: p.banner,
      content: inLanguage(p.content, lang),
      ...(p.memo !== undefined && { memo: inLanguage(p.memo, lang) }),
    })),
  };
}

/** The languages other than the base one that any text of the seed is given in. */
function seedLanguages(seed: BrandSeed): string[] {
  const langs = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      // A text map is the one object whose values are all strings and that gives the base language.
      if (Object.hasOwn(value, BASE_LANGUAGE) && entries.every(([, v]) => typeof v === 'string')) entries.forEach(([lang]) => langs.add(lang));
      else entries.forEach(([, v]) => visit(v));
    }
  };
  visit(seed);
  langs.delete(BASE_LANGUAGE);
  return [...langs];
}

/** Every string of a value, in order (the same shape in two languages gives them in the same order). */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

/**
 * Per language the seed gives texts in: each base-language text the server seeded (and shows as a whole string) and
 * its text in that language. A base text given twice with two translations keeps the first. Empty: nothing to translate.
 */
export function seedTranslations(env: NodeJS.ProcessEnv = process.env): Map<string, Map<string, string>> {
  const base = strings(seedBrand(env));
  const out = new Map<string, Map<string, string>>();
  for (const lang of seedLanguages(loadBrandSeed(env))) {
    const words = new Map<string, string>();
    strings(seedBrand(env, lang)).forEach((text, i) => {
      const from = base[i]!;
      if (from && text !== from && !words.has(from)) words.set(from, text);
    });
    if (words.size > 0) out.set(lang, words);
  }
  return out;
}
