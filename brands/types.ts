// The shape of a brand folder's brand.ts. A brand states only what differs from the default brand
// (brands/default/brand.ts); brands/resolve.ts merges it over the default and derives the CSS variables.

/** Every colour the site paints with. Names say what a colour is for, never which hue it is. */
export interface BrandTokens {
  /** The brand colour: buttons, the header, links, the marked tab. */
  primary: string;
  /** A lighter shade of it, where gradients start. */
  primaryLight: string;
  /** A deeper shade of it, where gradients end and on pressed surfaces. */
  primaryDeep: string;
  /** Text and icons drawn on the brand colour. */
  onPrimary: string;
  /** The second colour (gold by default): VIP, bonuses, highlights. */
  accent: string;
  accentLight: string;
  /** Text on the accent colour (meets WCAG AA on accentLight..accent). */
  onAccent: string;
  success: string;
  warning: string;
  danger: string;
  /** Neutral greys, all text ones at WCAG AA for small text on `surface` and `pageBackground`. */
  text: string;
  textSecondary: string;
  /** The weakest text a player must still read: no lighter than #767676 on white. */
  weak: string;
  /** Placeholders and disabled things (not body text). */
  light: string;
  border: string;
  /** Cards, sheets, inputs. */
  surface: string;
  /** A slightly darker surface: inset rows, input wells. */
  surfaceMuted: string;
  pageBackground: string;
  /** The ink of shadows and scrims (mixed with transparency by the theme). */
  shadow: string;
  scrim: string;
  /** The dark VIP screen. */
  vipBackground: string;
  vipSurface: string;
  vipText: string;
  /** Wallet cards: bank cards and USDT addresses. */
  bankCard: string;
  usdtCard: string;
  /** The lottery's wave colours (红波/蓝波/绿波) and a drawn ball with no wave. Game rules, not brand: keep them legible. */
  lotteryRed: string;
  lotteryBlue: string;
  lotteryGreen: string;
  lotteryGrey: string;
  fontFamily: string;
}

/**
 * One way in to the back end (a 线路): an API origin and the socket origin beside it, e.g.
 * { api: 'https://api2.example.com', socket: 'wss://api2.example.com' }. '' is the page's own origin.
 */
export interface Line {
  api: string;
  socket: string;
}

/** The back ends the wire layer speaks (src/api/wire). */
export type ApiDialect = 'reference' | 'laravel';

/** The tabs of the bottom bar (screens.config.ts lists them), which a brand may rename. */
export type TabKey = 'hall' | 'promotions' | 'service' | 'discover' | 'mine';

/** What a brand may change in the route registry (screens.config.ts). */
export interface ScreenOverrides {
  /** Routes turned off: they redirect to /, and their tab and links disappear. */
  off?: string[];
  /** A tab's title as a locale key, e.g. { promotions: 'nav:tabs.offers' }. */
  tabTitles?: Partial<Record<TabKey, string>>;
  /** Top bar on (true) or off (false) per route, over the registry's choice. */
  headers?: Record<string, boolean>;
}

/**
 * The field reports a phone sends the operator (docs/operators.md, "Field reports"): on by default, to the site's own
 * POST /api/telemetry.
 */
export interface FieldReportSettings {
  /** Where batches go (an absolute address, or a path on the site's origin); empty: the site's own /api/telemetry. */
  endpoint: string;
  /** The share of page lives that report, from 0 to 1; 0 turns reporting off (its code is then never loaded). */
  sampleRate: number;
  /** Each kind of report on or off: web vitals, errors, failed calls, contract drift. */
  vitals: boolean;
  errors: boolean;
  calls: boolean;
  drift: boolean;
  /** The visits turned away: an engine that cannot run the app, shown the upgrade notice (vite/gate), counted. */
  unsupported: boolean;
  /** The page lives in an app's own browser (WeChat, QQ...), counted per app: how many players arrive from a chat's link. */
  inApp: boolean;
}

export interface BrandDefinition {
  /** The folder name under brands/. */
  id: string;
  /** Locale key of the site name (brand:siteName, overridden in the brand's locales/). */
  siteNameKey?: string;
  /** Files in the brand's public/ (or the shared public/), served from the site root. */
  logo?: string;
  favicon?: string;
  tokens?: Partial<BrandTokens>;
  apiBase?: string;
  wsBase?: string;
  /**
   * The brand's lines (线路), in order of preference: the app starts on the last one that worked and moves to another
   * when one stops answering (docs/operators.md, "Lines"). Unset: one line, apiBase with wsBase.
   */
  lines?: Line[];
  /** Which back end the API base speaks (README "Use it with your back end"). VITE_API_DIALECT overrides it. */
  apiDialect?: ApiDialect;
  /** Fallbacks when the API gives no URL. */
  links?: Partial<{ customerService: string }>;
  /** The guest trial login of the login screen; the reference server seeds this account. */
  trialAccount?: { username: string; password: string };
  /** Languages the site offers (folders of locales/), the first one unless `defaultLanguage` says otherwise. */
  languages?: string[];
  defaultLanguage?: string;
  screens?: ScreenOverrides;
  /** Field reports: only what differs from the default (on, every page life, every kind, the site's own endpoint). */
  fieldReports?: Partial<FieldReportSettings>;
}

export interface BrandConfig {
  id: string;
  siteNameKey: string;
  logo: string;
  favicon: string;
  tokens: BrandTokens;
  /** CSS variables derived from the tokens (antd-mobile's --adm-* too), applied to :root. */
  theme: Record<`--${string}`, string>;
  /** API base: empty for the same origin. VITE_API_BASE overrides it at build time. */
  apiBase: string;
  /** WebSocket base: empty for the same origin as the page. VITE_WS_BASE overrides it. */
  wsBase: string;
  /** At least one line: the brand's own, or apiBase with wsBase. VITE_API_BASE, when set, is the first. */
  lines: Line[];
  apiDialect: ApiDialect;
  links: { customerService: string };
  trialAccount: { username: string; password: string };
  languages: string[];
  defaultLanguage: string;
  screens: Required<ScreenOverrides>;
  fieldReports: FieldReportSettings;
}

/** The demo pictures that wear the brand: the app download banner, the lottery platform tile, the hall's welcome banner, the sum lottery's icon. */
export type ArtColor = `${'appBanner' | 'lotteryTile' | 'hallBanner' | 'lotteryIcon'}${'Light' | 'Deep'}`;

/**
 * A text a player reads: one string for every language, or a map of language (a folder of locales/) to text that
 * gives at least the base language's (zh-CN), e.g. { "zh-CN": "蓝冠娱乐", "en": "Blue Crest" }. The server seeds the
 * base text; an answer to a caller in another language the map gives carries that language's (server/http/answerLanguage.ts).
 */
export type Localized = string | Record<string, string>;

/**
 * The reference server's demo data of a brand: brands/<id>/seed.json (read by loadBrandSeed in brands/load.ts). The
 * server's demo content is Chinese, so the base texts here are too; each text may also be given per language
 * (Localized). Every field is optional: what a brand leaves out becomes neutral, brand-free wording
 * (server/brandSeed.ts), never another brand's, and art colours follow its tokens.
 */
export interface BrandSeed {
  /** The brand's name in the demo notices, articles and receiving accounts, e.g. "欢迎来到<name>！". */
  name?: Localized;
  /** A short form for compound titles: the demo sum lottery is "<shortName>28". */
  shortName?: Localized;
  /** The company that owns the demo receiving bank account. */
  company?: Localized;
  /** Letters that start the demo e-wallet account numbers ("<accountPrefix>-WX-10086"). */
  accountPrefix?: string;
  /** The site settings (/api/app): title, maintenance text, the hall's welcome pop-up (HTML). */
  settings?: Partial<{ title: Localized; repair_tips: Localized; webcontent: Localized }>;
  /**
   * Colours of the server's demo pictures (server/static) that are not one of the brand's tokens: each picture's
   * gradient, light start and deep end. Unset ones follow the tokens (…Light: primaryLight, …Deep: primaryDeep), so a
   * brand usually leaves them out; the default brand states its own to keep its exact look. Plain hex, like the tokens.
   */
  artColors?: Partial<Record<ArtColor, string>>;
  /**
   * The demo banners, in place of the neutral ones: `type` is the placement (2 the hall, 3 the app download page, 4
   * the VIP page, 5 the sponsorship list, BannerListRequest in openapi.yaml), `src` a picture (a file of the brand's
   * public/ or /files/…), `url` the in-app page a tap opens ('' for none; one the brand turned off shows no banner).
   */
  banners?: { type: number; src: string; url: string }[];
  /** The hall's scrolling notices, in place of the neutral ones. */
  homeNotices?: Localized[];
  /** The announcements (/message), newest first: a title and its HTML. */
  notices?: { title: Localized; content: Localized }[];
  /**
   * The promotions (/activity), in place of the demo ones: `type` names its tab (made when new), `banner` a picture
   * (a file of the brand's public/ or /files/…), `content` and `memo` HTML.
   */
  promotions?: { type: Localized; title: Localized; banner: string; content: Localized; memo?: Localized }[];
}
