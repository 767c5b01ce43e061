// The app's routes: the patterns screens.config.ts registers, each with its screen (it may register no other: its
// functions take only these), in one list the collector (server/features/telemetry) reads too, to tell a report's
// route from a made-up one without the front end's code. A brand turns routes off, never adds one.
export const ROUTE_PATHS = [
  '/', '/home', '/discover', '/index_old', '/hongbao', '/activity', '/activity_old', '/zhanzhu', '/mine',
  '/mine_old', '/app', '/account', '/inviter', '/withdrawAccount', '/vip2', '/iframepage', '/kefu', '/login', '/reg',
  '/reg2', '/gamePage', '/lottery', '/activityInfo', '/zhanzhuye', '/vip', '/applyagent', '/boutBallBet',
  '/boutBallBetInfo', '/abouts', '/usdtmore', '/payInfo', '/concise', '/transfer', '/withdrawal', '/message',
  '/fanshui', '/userInfo', '/userCent', '/wallet', '/addBankCard', '/addUsdtCard', '/password', '/welfare',
  '/betRecord', '/activityRecord', '/transRecord', '/money', '/recharge', '/lines',
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];
