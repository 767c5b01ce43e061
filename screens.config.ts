// Every route of the spec's section 2: layout, login guard, header and screen. The router is built from this list.
// Screens load lazily, each in its own chunk.
import { brand } from './brand.config';
import type { RoutePath } from './core/routes';
import type { ScreenDef, TabDef } from './src/shell/screens';

const LoginScreen = () => import('./src/features/auth/LoginScreen');
const RegisterScreen = () => import('./src/features/auth/RegisterScreen');
const RegisterScreen2 = () => import('./src/features/auth/RegisterScreen2');
const UserCentScreen = () => import('./src/features/member/UserCentScreen');
const MineScreen = () => import('./src/features/member/MineScreen');
const MineOldScreen = () => import('./src/features/member/MineOldScreen');
const AccountScreen = () => import('./src/features/member/AccountScreen');
const UserInfoScreen = () => import('./src/features/member/UserInfoScreen');
const PasswordScreen = () => import('./src/features/member/PasswordScreen');
const ApplyAgentScreen = () => import('./src/features/member/ApplyAgentScreen');
const ActivityScreen = () => import('./src/features/promotions/ActivityScreen');
const ActivityOldScreen = () => import('./src/features/promotions/ActivityOldScreen');
const ActivityInfoScreen = () => import('./src/features/promotions/ActivityInfoScreen');
const ActivityRecordScreen = () => import('./src/features/promotions/ActivityRecordScreen');
const HongbaoScreen = () => import('./src/features/redpacket/HongbaoScreen');
const WelfareScreen = () => import('./src/features/redpacket/WelfareScreen');
const FanshuiScreen = () => import('./src/features/rebate/FanshuiScreen');
const InviterScreen = () => import('./src/features/invite/InviterScreen');
const MoneyScreen = () => import('./src/features/wallet/MoneyScreen');
const RechargeScreen = () => import('./src/features/wallet/RechargeScreen');
const PayInfoScreen = () => import('./src/features/wallet/PayInfoScreen');
const WithdrawalScreen = () => import('./src/features/wallet/WithdrawalScreen');
const TransferScreen = () => import('./src/features/wallet/TransferScreen');
const CardsScreen = () => import('./src/features/wallet/CardsScreen');
const WithdrawAccountScreen = () => import('./src/features/wallet/WithdrawAccountScreen');
const AddUsdtCardScreen = () => import('./src/features/wallet/AddUsdtCardScreen');
const AddBankCardScreen = () => import('./src/features/wallet/AddBankCardScreen');
const UsdtMoreScreen = () => import('./src/features/wallet/UsdtMoreScreen');
const TransRecordScreen = () => import('./src/features/records/TransRecordScreen');
const BetRecordScreen = () => import('./src/features/records/BetRecordScreen');
const HallScreen = () => import('./src/features/hall/HallScreen');
const IndexOldScreen = () => import('./src/features/hall/IndexOldScreen');
const GamePageScreen = () => import('./src/features/games/GamePageScreen');
const ServiceScreen = () => import('./src/features/games/ServiceScreen');
const ConciseScreen = () => import('./src/features/games/ConciseScreen');
const DiscoverScreen = () => import('./src/features/content/DiscoverScreen');
const MessageScreen = () => import('./src/features/content/MessageScreen');
const HelpScreen = () => import('./src/features/content/HelpScreen');
const HelpArticleScreen = () => import('./src/features/content/HelpArticleScreen');
const AboutScreen = () => import('./src/features/content/AboutScreen');
const SponsorPageScreen = () => import('./src/features/content/SponsorPageScreen');
const SponsorListScreen = () => import('./src/features/content/SponsorListScreen');
const AppDownloadScreen = () => import('./src/features/content/AppDownloadScreen');
const VipScreen = () => import('./src/features/vip/VipScreen');
const LotteryScreen = () => import('./src/features/lottery/LotteryScreen');
const LinesScreen = () => import('./src/features/lines/LinesScreen');

/**
 * The screens players land on, whose first calls the entry ahead of the app makes too (src/ahead.ts), and whose code
 * the build groups in a few chunks (vite/landingChunks.ts). (Every route's files are asked for ahead of the app when it
 * is the first screen: vite/screenFiles.ts.)
 */
export const landingPaths: readonly string[] = ['/', '/activity'];

export const tabs: readonly TabDef[] = [
  { key: 'hall', path: '/', titleKey: 'nav:tabs.hall' },
  { key: 'promotions', path: '/activity', titleKey: 'nav:tabs.promotions' },
  { key: 'service', path: '/home', titleKey: 'nav:tabs.service' },
  { key: 'discover', path: '/discover', titleKey: 'nav:tabs.discover' },
  { key: 'mine', path: '/mine', titleKey: 'nav:tabs.mine' },
];

// headerTitleKey: the header's words when they are not the route's title (the hall's bar shows the site's name).
type Options = Partial<Pick<ScreenDef, 'guard' | 'tab' | 'needs'>> & { header?: false; back?: boolean; headerTitleKey?: string };

/** A route of the main layout (bottom tab bar). Tab roots have no back arrow. */
function main(path: RoutePath, title: string, screen: ScreenDef['screen'], options: Options = {}): ScreenDef {
  return define('main', path, title, screen, { back: !options.tab, ...options });
}

/** A page of its own, with a back arrow unless said otherwise. */
function top(path: RoutePath, title: string, screen: ScreenDef['screen'], options: Options = {}): ScreenDef {
  return define('top', path, title, screen, { back: true, ...options });
}

function define(layout: ScreenDef['layout'], path: RoutePath, title: string, screen: ScreenDef['screen'], options: Options): ScreenDef {
  return {
    path,
    layout,
    guard: options.guard ?? 'none',
    titleKey: `nav:titles.${title}`,
    header: options.header === false ? null : { titleKey: options.headerTitleKey ?? `nav:titles.${title}`, back: options.back ?? true },
    tab: options.tab,
    screen,
    ...(options.needs ? { needs: options.needs } : {}),
  };
}

const member = { guard: 'member' } as const;

export const screens: readonly ScreenDef[] = [
  // Main layout (with the tab bar)
  // The site's name from the first paint: the settings' title replaces it with (usually) the same words, so it does not move.
  main('/', 'hall', HallScreen, { tab: 'hall', headerTitleKey: brand.siteNameKey }),
  main('/home', 'home', ServiceScreen, { tab: 'service' }),
  main('/discover', 'discover', DiscoverScreen, { tab: 'discover' }),
  main('/index_old', 'indexOld', IndexOldScreen),
  main('/hongbao', 'hongbao', HongbaoScreen),
  main('/activity', 'activity', ActivityScreen, { tab: 'promotions' }),
  main('/activity_old', 'activityOld', ActivityOldScreen),
  main('/zhanzhu', 'zhanzhu', SponsorListScreen),
  main('/mine', 'mine', MineScreen, { ...member, tab: 'mine', header: false }),
  main('/mine_old', 'mineOld', MineOldScreen, member),
  main('/app', 'app', AppDownloadScreen, member),

  // Pages of their own
  top('/account', 'account', AccountScreen),
  top('/inviter', 'inviter', InviterScreen),
  top('/withdrawAccount', 'withdrawAccount', WithdrawAccountScreen),
  top('/vip2', 'vip', VipScreen),
  top('/iframepage', 'iframepage', ServiceScreen),
  top('/kefu', 'kefu', ServiceScreen),
  top('/login', 'login', LoginScreen),
  top('/reg', 'reg', RegisterScreen),
  top('/reg2', 'reg2', RegisterScreen2),
  top('/gamePage', 'gamePage', GamePageScreen),
  // Its rooms, bets and room WebSocket: a back end without them (Laravel) says the site does not offer it.
  top('/lottery', 'lottery', LotteryScreen, { guard: 'memberToast', needs: 'lotteryRooms' }),
  top('/activityInfo', 'activityInfo', ActivityInfoScreen, { header: false }),
  top('/zhanzhuye', 'zhanzhuye', SponsorPageScreen),
  top('/vip', 'vip', VipScreen),
  top('/applyagent', 'applyagent', ApplyAgentScreen),
  top('/boutBallBet', 'boutBallBet', HelpScreen),
  top('/boutBallBetInfo', 'boutBallBetInfo', HelpArticleScreen),
  top('/abouts', 'abouts', AboutScreen),
  top('/usdtmore', 'usdtmore', UsdtMoreScreen),
  top('/payInfo', 'payInfo', PayInfoScreen),
  top('/concise', 'concise', ConciseScreen),
  top('/transfer', 'transfer', TransferScreen, { ...member, header: false }),
  top('/withdrawal', 'withdrawal', WithdrawalScreen, member),
  // The line check page: open to anyone (a player whose usual address stopped opening may not be logged in).
  top('/lines', 'lines', LinesScreen),

  // Login required
  // Announcements are public (the spec's visitor browses notices): the hall's notice bar opens them for anyone.
  top('/message', 'message', MessageScreen),
  top('/fanshui', 'fanshui', FanshuiScreen, member),
  top('/userInfo', 'userInfo', UserInfoScreen, member),
  top('/userCent', 'userCent', UserCentScreen, member),
  top('/wallet', 'wallet', CardsScreen, member),
  top('/addBankCard', 'addBankCard', AddBankCardScreen, member),
  top('/addUsdtCard', 'addUsdtCard', AddUsdtCardScreen, member),
  top('/password', 'password', PasswordScreen, member),
  top('/welfare', 'welfare', WelfareScreen, member),
  top('/betRecord', 'betRecord', BetRecordScreen, member),
  top('/activityRecord', 'activityRecord', ActivityRecordScreen, member),
  top('/transRecord', 'transRecord', TransRecordScreen, member),
  top('/money', 'money', MoneyScreen, member),
  top('/recharge', 'recharge', RechargeScreen, member),
];
