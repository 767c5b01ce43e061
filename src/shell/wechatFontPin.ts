// WeChat's own font size setting (in its settings, and the page menu's font item) is a second text zoom that WeChat's
// in-app browser puts on top of the phone's: pinned here to the standard size through WeChat's bridge, as Chinese
// sites do, so the screens have one scale to grow with, the phone's, which is the player's accessibility setting
// (docs/browsers.md, "Big text"). Only inside WeChat; where the bridge is missing or refuses, nothing happens.
import { currentInAppBrowser } from '../lib/inAppBrowser';

/** What of WeChat's JS bridge this uses: it is a global of WeChat's browser, there from its `WeixinJSBridgeReady` on. */
interface WeixinBridge {
  invoke(name: string, args: Record<string, unknown>, callback?: (answer: unknown) => void): void;
  on(event: string, handler: () => void): void;
}

function bridge(): WeixinBridge | null {
  const found = (window as Window & { WeixinJSBridge?: Partial<WeixinBridge> }).WeixinJSBridge;
  return found && typeof found.invoke === 'function' && typeof found.on === 'function' ? (found as WeixinBridge) : null;
}

/** Back to the standard size (0 is WeChat's "standard"); the bridge's own failures are not ours to show. */
function pin(weixin: WeixinBridge): void {
  try {
    weixin.invoke('setFontSizeCallback', { fontSize: 0 });
  } catch {
    // an old or stripped bridge: the page keeps WeChat's size
  }
}

function pinNowAndOnChange(): void {
  const weixin = bridge();
  if (!weixin) return;
  pin(weixin);
  try {
    // The page menu's font item changes it again for this page: pinned again.
    weixin.on('menu:setfont', () => pin(weixin));
  } catch {
    // as above
  }
}

/** Pins WeChat's font setting at once if its bridge is there, else once it is ready; does nothing outside WeChat. */
export function pinWechatFontSize(): void {
  if (currentInAppBrowser()?.id !== 'wechat') return;
  if (bridge()) pinNowAndOnChange();
  else document.addEventListener('WeixinJSBridgeReady', pinNowAndOnChange, { once: true });
}
