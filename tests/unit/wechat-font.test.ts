// WeChat's own font setting is pinned to the standard size through its bridge, at once or once the bridge is ready,
// and again when the page menu's font item changes it; nothing happens, and nothing is thrown, without the bridge or
// outside WeChat (docs/browsers.md, "Big text").
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { pinWechatFontSize } from '../../src/shell/wechatFontPin';
import { USER_AGENTS } from '../shared/userAgents';

type Handler = () => void;
type Invoke = (name: string, args: Record<string, unknown>) => void;
type Bridge = { invoke: Mock<Invoke>; on: Mock<(event: string, handler: Handler) => void>; handlers: Record<string, Handler> };
const withBridge = window as Window & { WeixinJSBridge?: unknown };

function fakeBridge(invoke: Invoke = () => undefined): Bridge {
  const handlers: Record<string, Handler> = {};
  const bridge: Bridge = {
    invoke: vi.fn<Invoke>(invoke),
    on: vi.fn((event: string, handler: Handler): void => {
      handlers[event] = handler;
    }),
    handlers,
  };
  withBridge.WeixinJSBridge = bridge;
  return bridge;
}

const userAgent = (agent: keyof typeof USER_AGENTS) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(USER_AGENTS[agent]);
const bridgeReady = () => document.dispatchEvent(new Event('WeixinJSBridgeReady'));
const PIN = ['setFontSizeCallback', { fontSize: 0 }] as const;

afterEach(() => {
  delete withBridge.WeixinJSBridge;
  // A listener left waiting by a test (no bridge came) answers nothing once the bridge is gone.
  bridgeReady();
  vi.restoreAllMocks();
});

describe('pinWechatFontSize', () => {
  it.each(['wechatAndroid', 'wechatIos'] as const)('in WeChat (%s) with its bridge there, pins the standard size at once', (agent) => {
    userAgent(agent);
    const bridge = fakeBridge();
    pinWechatFontSize();
    expect(bridge.invoke).toHaveBeenCalledTimes(1);
    expect(bridge.invoke).toHaveBeenCalledWith(...PIN);
  });

  it('pins it again whenever the page menu changes the font (menu:setfont)', () => {
    userAgent('wechatAndroid');
    const bridge = fakeBridge();
    pinWechatFontSize();
    expect(bridge.on).toHaveBeenCalledWith('menu:setfont', expect.any(Function));
    bridge.handlers['menu:setfont']!();
    bridge.handlers['menu:setfont']!();
    expect(bridge.invoke).toHaveBeenCalledTimes(3);
    expect(bridge.invoke).toHaveBeenLastCalledWith(...PIN);
  });

  it('waits for WeixinJSBridgeReady when the bridge comes later, then pins once', () => {
    userAgent('wechatAndroid');
    pinWechatFontSize();
    const bridge = fakeBridge();
    expect(bridge.invoke).not.toHaveBeenCalled();
    bridgeReady();
    bridgeReady();
    expect(bridge.invoke).toHaveBeenCalledTimes(1);
    expect(bridge.invoke).toHaveBeenCalledWith(...PIN);
  });

  it('does nothing and throws nothing in WeChat without a bridge, or with one that is not whole', () => {
    userAgent('wechatAndroid');
    expect(() => {
      pinWechatFontSize();
      bridgeReady();
    }).not.toThrow();
    withBridge.WeixinJSBridge = { invoke: 'not a function' };
    expect(() => {
      pinWechatFontSize();
      bridgeReady();
    }).not.toThrow();
  });

  it('throws nothing when the bridge itself throws', () => {
    userAgent('wechatAndroid');
    const bridge = fakeBridge(() => {
      throw new Error('no such call');
    });
    bridge.on.mockImplementation(() => {
      throw new Error('no such event');
    });
    expect(() => pinWechatFontSize()).not.toThrow();
    expect(bridge.invoke).toHaveBeenCalledTimes(1);
  });

  it.each(['chromeAndroid', 'safariIos', 'wecomAndroid', 'qqAndroid'] as const)('does nothing outside WeChat (%s), bridge or not', (agent) => {
    userAgent(agent);
    const bridge = fakeBridge();
    pinWechatFontSize();
    bridgeReady();
    expect(bridge.invoke).not.toHaveBeenCalled();
    expect(bridge.on).not.toHaveBeenCalled();
  });
});
