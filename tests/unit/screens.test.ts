// The screen registry holds every route of the spec's section 2 with the spec's guards and headers.
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
  it('declares the 48 routes of the spec, each once, in the right layout', () => {
    expect(screens).toHaveLength(48);
    expect(new Set(screens.map((s) => s.path)).size).toBe(48);
    expect(screens.filter((s) => s.layout === 'main').map((s) => s.path).sort()).toEqual([...MAIN].sort());
    expect(screens.filter((s) => s.layout === 'top').map((s) => s.path).sort()).toEqual([...TOP].sort());
  });

  it('guards exactly the login-required routes, and the lottery room with its own rule', () => {
    expect(screens.filter((s) => s.guard === 'member').map((s) => s.path).sort()).toEqual([...LOGIN_REQUIRED].sort());
    expect(byPath.get('/lottery')?.guard).toBe('memberToast');
  });

  it('hides the header on /activityInfo, /mine and /transfer only', () => {
    expect(screens.filter((s) => s.header === null).map((s) => s.path).sort()).toEqual(['/activityInfo', '/mine', '/transfer']);
  });

  it('has the five tabs of the spec, in order, each on a main-layout route that marks it', () => {
    expect(tabs.map((t) => [t.key, t.path])).toEqual([
      ['hall', '/'], ['promotions', '/activity'], ['service', '/home'], ['discover', '/discover'], ['mine', '/mine'],
    ]);
    for (const tab of tabs) expect(byPath.get(tab.path)).toMatchObject({ layout: 'main', tab: tab.key });
  });

});
