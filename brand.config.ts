// What an operator edits to rebrand (with the words in locales/zh-CN). No Chinese here: names are locale keys.

export interface BrandConfig {
  /** Locale key of the site name (locales/zh-CN/brand.json). */
  siteNameKey: string;
  /** Logo under public/, served as is. */
  logo: string;
  /** antd-mobile theme variables and our own, applied to :root. */
  theme: Record<`--${string}`, string>;
  /** API base: empty for the same origin. VITE_API_BASE overrides it at build time. */
  apiBase: string;
  /** WebSocket base: empty for the same origin as the page. VITE_WS_BASE overrides it. */
  wsBase: string;
  /** Fallbacks when the API gives no URL. */
  links: { customerService: string; appDownload: string };
  /** The guest trial login of the login screen; the reference server seeds this account. */
  trialAccount: { username: string; password: string };
}

export const brand: BrandConfig = {
  siteNameKey: 'brand:siteName',
  logo: 'logo.svg',
  theme: {
    // Text colours meet WCAG AA (4.5:1) on white and on the page's grey: the brand red as text or under white text,
    // and antd-mobile's secondary grey (its default #999 reads at 2.8:1).
    '--adm-color-primary': '#cf2d2d',
    '--adm-color-weak': '#666666',
    '--adm-color-success': '#00b578',
    '--adm-color-warning': '#ff8f1f',
    '--adm-color-danger': '#c62828',
    '--adm-color-background': '#ffffff',
    '--adm-font-family': "-apple-system, 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Zen Hei', sans-serif",
    '--brand-gradient': 'linear-gradient(135deg, #d2412c 0%, #b92626 100%)',
    '--brand-page-background': '#f5f6fa',
    '--brand-gold': '#d9a54a',
  },
  apiBase: '',
  wsBase: '',
  links: { customerService: '/files/pages/service.html', appDownload: '/files/pages/download.html' },
  trialAccount: { username: 'guest888', password: 'guest888' },
};

export default brand;
