// The default brand: every setting a brand can make, with the values the site ships with. Other brands state only
// what differs (see docs/operators.md). No Chinese here: names are locale keys (locales/*/brand.json).
import type { BrandDefinition, BrandTokens } from '../types';

export const defaultTokens: BrandTokens = {
  // Text colours meet WCAG AA (4.5:1) for small text on white and on the page's grey, white text on the brand red
  // and its gradient included (tests/e2e/a11y.spec.ts scans every route).
  primary: '#cf2d2d',
  primaryLight: '#d2412c',
  primaryDeep: '#b92626',
  onPrimary: '#ffffff',
  accent: '#d9a54a',
  accentLight: '#ffe9a8',
  onAccent: '#5b3a00',
  success: '#00b578',
  warning: '#ff8f1f',
  danger: '#c62828',
  text: '#333333',
  textSecondary: '#5c5c5c',
  weak: '#666666',
  light: '#cccccc',
  border: '#eeeeee',
  surface: '#ffffff',
  surfaceMuted: '#f5f5f5',
  pageBackground: '#f5f6fa',
  shadow: '#1e285a',
  scrim: '#000000',
  vipBackground: '#16122a',
  vipSurface: '#1f1938',
  vipText: '#cfc6e6',
  bankCard: '#3f6ad8',
  usdtCard: '#1d8a67',
  lotteryRed: '#c62828',
  lotteryBlue: '#1a5fd0',
  lotteryGreen: '#166534',
  lotteryGrey: '#6b6b6b',
  // A Chinese system font first (iOS and macOS, Linux, Windows): it has the Latin letters too, so one font lays out
  // every line. With the UI font first, each line's Chinese falls back to another font, looked up at first use on each
  // screen's first layout (Chromium on Linux: 40-50 ms more after the first paint). Kept short: each name a device
  // lacks is looked up again for every weight. Android names none of them and keeps its own (Roboto, Noto CJK).
  fontFamily: '"PingFang SC", "WenQuanYi Zen Hei", "Microsoft YaHei", system-ui, sans-serif',
};

const brand = {
  id: 'default',
  siteNameKey: 'brand:siteName',
  logo: 'logo.svg',
  favicon: 'logo.svg',
  tokens: defaultTokens,
  apiBase: '',
  wsBase: '',
  // One line, the page's own origin. A brand with several domains lists them, in order of preference:
  // lines: [{ api: 'https://api1.example.com', socket: 'wss://api1.example.com' }, { api: 'https://api2.example.com', socket: 'wss://api2.example.com' }],
  lines: [],
  apiDialect: 'reference',
  links: { customerService: '/files/pages/service.html' },
  trialAccount: { username: 'guest888', password: 'guest888' },
  languages: ['zh-CN', 'en'],
  defaultLanguage: 'zh-CN',
  screens: { off: [], tabTitles: {}, headers: {} },
  // Every page life reports every kind to the site's own POST /api/telemetry (docs/operators.md, "Field reports").
  fieldReports: { endpoint: '', sampleRate: 1, vitals: true, errors: true, calls: true, drift: true, unsupported: true, inApp: true },
} satisfies BrandDefinition;

export default brand;
