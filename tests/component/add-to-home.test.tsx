// The download page's "add to home screen": on an iPhone (WebKit never offers a page the install prompt) the steps
// Safari allows, in words; nothing where neither the prompt nor those steps exist; nothing once opened from the home screen.
import { describe, expect, it } from 'vitest';
import { canAddToHomeByHand } from '../../src/features/content/AddToHomeButton';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const LINUX_WEBKIT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15';

const nav = (userAgent: string, extra: { standalone?: boolean; maxTouchPoints?: number } = {}) =>
  ({ userAgent, maxTouchPoints: extra.maxTouchPoints ?? 0, standalone: extra.standalone }) as unknown as Navigator & { standalone?: boolean };

describe('adding the site to the home screen by hand', () => {
  it('is offered in words on an iPhone and on an iPad (which says it is a Mac with touch)', () => {
    expect(canAddToHomeByHand(nav(IPHONE, { standalone: false }))).toBe(true);
    expect(canAddToHomeByHand(nav(IPAD, { maxTouchPoints: 5 }))).toBe(true);
  });

  it('is not offered once the site runs from the home screen', () => {
    expect(canAddToHomeByHand(nav(IPHONE, { standalone: true }))).toBe(false);
  });

  it('is not claimed where the browser has no such step (Android Chrome has its prompt; desktop WebKit, a Mac without touch)', () => {
    expect(canAddToHomeByHand(nav(ANDROID))).toBe(false);
    expect(canAddToHomeByHand(nav(LINUX_WEBKIT))).toBe(false);
    expect(canAddToHomeByHand(nav(IPAD))).toBe(false);
  });
});
