// The in-app browser a page runs in, read from its user agent: the apps Chinese players open links in (a link in a
// WeChat group, a QQ chat, an Alipay or Weibo post, a DingTalk message). Such a browser shows the page but does not
// hand a package download, an itms-services: install or another app's link to the system: the tap does nothing. A page
// there says how to open it in the phone's own browser instead (kit/OpenInBrowser.tsx). Pure, unit-tested.

export const IN_APP_BROWSERS = ['wecom', 'wechat', 'qq', 'alipay', 'weibo', 'dingtalk'] as const;
export type InAppBrowserId = (typeof IN_APP_BROWSERS)[number];

interface Known {
  id: InAppBrowserId;
  /** What its user agent carries (the app's own token; WeCom's carries WeChat's too, so it is tested first). */
  token: RegExp;
  /** Whether it refuses package downloads, installs and other apps' links (all of these do, as of 2026). */
  blocksInstalls: boolean;
}

const KNOWN: readonly Known[] = [
  { id: 'wecom', token: /\bwxwork\//i, blocksInstalls: true },
  { id: 'wechat', token: /\bMicroMessenger\//i, blocksInstalls: true },
  // The QQ app ("QQ/9.0.0"), not QQ Browser, a browser of its own ("MQQBrowser/13.6" without " QQ/").
  { id: 'qq', token: /(?:^|\s)QQ\/\d/, blocksInstalls: true },
  { id: 'alipay', token: /\bAlipayClient\//i, blocksInstalls: true },
  { id: 'weibo', token: /\bWeibo\b|__weibo__/i, blocksInstalls: true },
  { id: 'dingtalk', token: /\bDingTalk\//i, blocksInstalls: true },
];

export interface InAppBrowser {
  id: InAppBrowserId;
  blocksInstalls: boolean;
  /** Whether it runs on iOS (its menu then says "open in Safari"). */
  ios: boolean;
}

const IOS = /\b(iPhone|iPad|iPod)\b/;

export function inAppBrowserOf(userAgent: string): InAppBrowser | null {
  const known = KNOWN.find((entry) => entry.token.test(userAgent));
  return known ? { id: known.id, blocksInstalls: known.blocksInstalls, ios: IOS.test(userAgent) } : null;
}

/** The in-app browser this page runs in, or null in a browser of its own. */
export const currentInAppBrowser = (): InAppBrowser | null => (typeof navigator === 'undefined' ? null : inAppBrowserOf(navigator.userAgent));
