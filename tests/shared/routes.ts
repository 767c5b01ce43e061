/** The login-required routes of the spec's section 2 (route table and "Login required" list). /message is left out:
 * announcements are public (the spec's visitor browses notices; issue 14: the hall's notice bar opens them). */
export const LOGIN_REQUIRED_ROUTES = [
  '/mine', '/mine_old', '/app', '/transfer', '/withdrawal',
  '/fanshui', '/userInfo', '/userCent', '/wallet', '/addBankCard', '/addUsdtCard', '/password', '/welfare',
  '/betRecord', '/activityRecord', '/transRecord', '/money', '/recharge',
] as const;

/** The `n`-th of `count` shares of a long list (every count-th item), for a walk split in tests run side by side. */
export const shareOf = <T>(items: readonly T[], count: number, n: number): T[] => items.filter((_, index) => index % count === n);
