// @vitest-environment node
// The screen registry holds every route of the spec's section 2 with the spec's guards and headers; routes added
// later come on top, so nothing here counts them.
import { describe, expect, it } from 'vitest';
import { screens, tabs } from '../../screens.config';
import { LOGIN_REQUIRED_ROUTES as LOGIN_REQUIRED } from '../shared/routes';

const MAIN = ['/', '/home', '/discover', '/index_old', '/hongbao', '/activity', '/activity_old', '/zhanzhu', '/mine', '/mine_old', '/app'];
const TOP = [
  '/account', '/inviter', '/withdrawAccount', '/vip2', '/iframepage', '/kefu', '/login', '/reg', '/reg2', '/gamePage', '/lottery',
  '/activityInfo', '/zhanzhuye', '/vip', '/applyagent', '/boutBallBet', '/boutBallBetInfo', '/usdtmore', '/payInfo', '/concise',
  '/transfer', '/withdrawal', '/abouts',
  '/message', '/fanshui', '/userInfo', '/userCent', '/wallet', '/addBankCard', '/addUsdtCard', '/password', '/welfare',
  '/betRecord', '/activityRecord', '/transRecord', '/money', '/recharge',
];


const byPath = new Map(screens.map((s) => [s.path, s]));

describe('screens.config.ts', () => {
  it('declares every route of the spec, each once, in the right layout', () => {
    expect(new Set(screens.map((s) => s.path)).size).toBe(screens.length);
    for (const path of MAIN) expect(byPath.get(path)?.layout, path).toBe('main');
    for (const path of TOP) expect(byPath.get(path)?.layout, path).toBe('top');
  });

  it('guards the login-required routes, and the lottery room with its own rule', () => {
    for (const path of LOGIN_REQUIRED) expect(byPath.get(path)?.guard, path).toBe('member');
    const open = [...MAIN, ...TOP].filter((path) => !(LOGIN_REQUIRED as readonly string[]).includes(path) && path !== '/lottery');
    for (const path of open) expect(byPath.get(path)?.guard, path).toBe('none');
    expect(byPath.get('/lottery')?.guard).toBe('memberToast');
  });

  it("hides the header on /activityInfo, /mine and /transfer, and shows it on the spec's other routes", () => {
    const bare = ['/activityInfo', '/mine', '/transfer'];
    for (const path of [...MAIN, ...TOP]) expect(byPath.get(path)?.header === null, path).toBe(bare.includes(path));
  });

  it('has the five tabs of the spec, in order, each on a main-layout route that marks it', () => {
    expect(tabs.map((t) => [t.key, t.path])).toEqual([
      ['hall', '/'], ['promotions', '/activity'], ['service', '/home'], ['discover', '/discover'], ['mine', '/mine'],
    ]);
    for (const tab of tabs) expect(byPath.get(tab.path)).toMatchObject({ layout: 'main', tab: tab.key });
  });

});
