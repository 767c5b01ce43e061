/** The login-required routes of the spec's section 2 (route table and "Login required" list). */
export const LOGIN_REQUIRED_ROUTES = [
  '/mine', '/mine_old', '/app', '/transfer', '/withdrawal',
  '/message', '/fanshui', '/userInfo', '/userCent', '/wallet', '/addBankCard', '/addUsdtCard', '/password', '/welfare',
  '/betRecord', '/activityRecord', '/transRecord', '/money', '/recharge',
] as const;
