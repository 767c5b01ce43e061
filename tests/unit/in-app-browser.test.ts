// @vitest-environment node
// The in-app browser a page runs in, from the user agents those apps send: each app named (WeCom apart from the WeChat
// it carries too), iOS told apart for the menu's words, and a browser of its own (QQ Browser, Chrome, Safari) none.
import { describe, expect, it } from 'vitest';
import { inAppBrowserOf } from '../../src/lib/inAppBrowser';
import { USER_AGENTS } from '../shared/userAgents';

describe('inAppBrowserOf', () => {
  it.each([
    ['wechatAndroid', 'wechat', false],
    ['wechatIos', 'wechat', true],
    ['wecomAndroid', 'wecom', false],
    ['qqAndroid', 'qq', false],
    ['qqIos', 'qq', true],
    ['alipayAndroid', 'alipay', false],
    ['weiboIos', 'weibo', true],
    ['dingtalkAndroid', 'dingtalk', false],
  ] as const)('names %s as %s, refusing installs (iOS: %s)', (agent, id, ios) => {
    expect(inAppBrowserOf(USER_AGENTS[agent])).toEqual({ id, blocksInstalls: true, ios });
  });

  it.each(['qqBrowserAndroid', 'chromeAndroid', 'safariIos'] as const)('finds none in %s, a browser of its own', (agent) => {
    expect(inAppBrowserOf(USER_AGENTS[agent])).toBeNull();
  });
});
