// Every route of the spec's section 2: layout, login guard, header and screen. The router is built from this list.
// Screens load lazily; a screen not built yet points at NOT_BUILT (tests/unit/screens.test.ts lists those routes).
import { NOT_BUILT, type ScreenDef, type TabDef } from './src/app/screens';

const LoginScreen = () => import('./src/features/auth/LoginScreen');
const RegisterScreen = () => import('./src/features/auth/RegisterScreen');
const RegisterScreen2 = () => import('./src/features/auth/RegisterScreen2');
const UserCentScreen = () => import('./src/features/member/UserCentScreen');

export const tabs: readonly TabDef[] = [
  { key: 'hall', path: '/', titleKey: 'nav:tabs.hall' },
  { key: 'promotions', path: '/activity', titleKey: 'nav:tabs.promotions' },
  { key: 'service', path: '/home', titleKey: 'nav:tabs.service' },
  { key: 'discover', path: '/discover', titleKey: 'nav:tabs.discover' },
  { key: 'mine', path: '/mine', titleKey: 'nav:tabs.mine' },
];

type Options = Partial<Pick<ScreenDef, 'guard' | 'tab'>> & { header?: false; back?: boolean };

/** A route of the main layout (bottom tab bar). Tab roots have no back arrow. */
function main(path: string, title: string, screen: ScreenDef['screen'], options: Options = {}): ScreenDef {
  return define('main', path, title, screen, { back: !options.tab, ...options });
}

/** A page of its own, with a back arrow unless said otherwise. */
function top(path: string, title: string, screen: ScreenDef['screen'], options: Options = {}): ScreenDef {
  return define('top', path, title, screen, { back: true, ...options });
}

function define(layout: ScreenDef['layout'], path: string, title: string, screen: ScreenDef['screen'], options: Options): ScreenDef {
  return {
    path,
    layout,
    guard: options.guard ?? 'none',
    header: options.header === false ? null : { titleKey: `nav:titles.${title}`, back: options.back ?? true },
    tab: options.tab,
    screen,
  };
}

const member = { guard: 'member' } as const;

export const screens: readonly ScreenDef[] = [
  // Main layout (with the tab bar)
  main('/', 'hall', NOT_BUILT, { tab: 'hall' }),
  main('/home', 'home', NOT_BUILT, { tab: 'service' }),
  main('/discover', 'discover', NOT_BUILT, { tab: 'discover' }),
  main('/index_old', 'indexOld', NOT_BUILT),
  main('/hongbao', 'hongbao', NOT_BUILT),
  main('/activity', 'activity', NOT_BUILT, { tab: 'promotions' }),
  main('/activity_old', 'activityOld', NOT_BUILT),
  main('/zhanzhu', 'zhanzhu', NOT_BUILT),
  main('/mine', 'mine', NOT_BUILT, { ...member, tab: 'mine', header: false }),
  main('/mine_old', 'mineOld', NOT_BUILT, member),
  main('/app', 'app', NOT_BUILT, member),

  // Pages of their own
  top('/account', 'account', NOT_BUILT),
  top('/inviter', 'inviter', NOT_BUILT),
  top('/withdrawAccount', 'withdrawAccount', NOT_BUILT),
  top('/vip2', 'vip', NOT_BUILT),
  top('/iframepage', 'iframepage', NOT_BUILT),
  top('/kefu', 'kefu', NOT_BUILT),
  top('/login', 'login', LoginScreen),
  top('/reg', 'reg', RegisterScreen),
  top('/reg2', 'reg2', RegisterScreen2),
  top('/gamePage', 'gamePage', NOT_BUILT),
  top('/lottery', 'lottery', NOT_BUILT, { guard: 'memberToast' }),
  top('/activityInfo', 'activityInfo', NOT_BUILT, { header: false }),
  top('/zhanzhuye', 'zhanzhuye', NOT_BUILT),
  top('/vip', 'vip', NOT_BUILT),
  top('/applyagent', 'applyagent', NOT_BUILT),
  top('/boutBallBet', 'boutBallBet', NOT_BUILT),
  top('/boutBallBetInfo', 'boutBallBetInfo', NOT_BUILT),
  top('/abouts', 'abouts', NOT_BUILT),
  top('/usdtmore', 'usdtmore', NOT_BUILT),
  top('/payInfo', 'payInfo', NOT_BUILT),
  top('/concise', 'concise', NOT_BUILT),
  top('/transfer', 'transfer', NOT_BUILT, { ...member, header: false }),
  top('/withdrawal', 'withdrawal', NOT_BUILT, member),

  // Login required
  top('/message', 'message', NOT_BUILT, member),
  top('/fanshui', 'fanshui', NOT_BUILT, member),
  top('/userInfo', 'userInfo', NOT_BUILT, member),
  top('/userCent', 'userCent', UserCentScreen, member),
  top('/wallet', 'wallet', NOT_BUILT, member),
  top('/addBankCard', 'addBankCard', NOT_BUILT, member),
  top('/addUsdtCard', 'addUsdtCard', NOT_BUILT, member),
  top('/password', 'password', NOT_BUILT, member),
  top('/welfare', 'welfare', NOT_BUILT, member),
  top('/betRecord', 'betRecord', NOT_BUILT, member),
  top('/activityRecord', 'activityRecord', NOT_BUILT, member),
  top('/transRecord', 'transRecord', NOT_BUILT, member),
  top('/money', 'money', NOT_BUILT, member),
  top('/recharge', 'recharge', NOT_BUILT, member),
];
