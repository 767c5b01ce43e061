// Every link of the spec's personal centre, each with its icon and words.
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import BillOutline from 'antd-mobile-icons/es/BillOutline';
import CouponOutline from 'antd-mobile-icons/es/CouponOutline';
import DownlandOutline from 'antd-mobile-icons/es/DownlandOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline';
import HandPayCircleOutline from 'antd-mobile-icons/es/HandPayCircleOutline';
import KeyOutline from 'antd-mobile-icons/es/KeyOutline';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import ReceiptOutline from 'antd-mobile-icons/es/ReceiptOutline';
import SetOutline from 'antd-mobile-icons/es/SetOutline';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import UserContactOutline from 'antd-mobile-icons/es/UserContactOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import type { ReactNode } from 'react';

export interface MemberLink {
  path: string;
  labelKey: string;
  icon: ReactNode;
}

export const MEMBER_LINKS: readonly MemberLink[] = [
  { path: '/vip', labelKey: 'member:links.vip', icon: <StarOutline /> },
  { path: '/inviter', labelKey: 'member:links.inviter', icon: <TeamOutline /> },
  { path: '/account', labelKey: 'member:links.account', icon: <UserOutline /> },
  { path: '/money', labelKey: 'member:links.money', icon: <HandPayCircleOutline /> },
  { path: '/transRecord', labelKey: 'member:links.transRecord', icon: <BillOutline /> },
  { path: '/betRecord', labelKey: 'member:links.betRecord', icon: <ReceiptOutline /> },
  { path: '/fanshui', labelKey: 'member:links.fanshui', icon: <CouponOutline /> },
  { path: '/welfare', labelKey: 'member:links.welfare', icon: <GiftOutline /> },
  { path: '/activityRecord', labelKey: 'member:links.activityRecord', icon: <FileOutline /> },
  { path: '/activity', labelKey: 'member:links.activity', icon: <GiftOutline /> },
  { path: '/message', labelKey: 'member:links.message', icon: <MessageOutline /> },
  { path: '/userInfo', labelKey: 'member:links.userInfo', icon: <UserContactOutline /> },
  { path: '/password?type=1', labelKey: 'member:links.password', icon: <LockOutline /> },
  { path: '/password?type=2', labelKey: 'member:links.payPassword', icon: <KeyOutline /> },
  { path: '/userCent', labelKey: 'member:links.userCent', icon: <SetOutline /> },
  { path: '/iframepage', labelKey: 'member:links.iframepage', icon: <AppOutline /> },
  { path: '/boutBallBet', labelKey: 'member:links.boutBallBet', icon: <QuestionCircleOutline /> },
  { path: '/app', labelKey: 'member:links.app', icon: <DownlandOutline /> },
  { path: '/lines', labelKey: 'member:links.lines', icon: <GlobalOutline /> },
]; // a route the brand turned off has no link: the grid and the list leave it out (useIsRouteOn)

const ACCOUNT_PATHS = ['/userInfo', '/password?type=1', '/password?type=2', '/transRecord', '/betRecord', '/activityRecord', '/userCent'];

/** The account centre's list: the member's own settings, cards and records first, then every other link. */
export const ACCOUNT_LINKS: readonly MemberLink[] = [
  ...MEMBER_LINKS.filter((link) => ACCOUNT_PATHS.includes(link.path)),
  { path: '/wallet', labelKey: 'member:quick.wallet', icon: <BankcardOutline /> },
  ...MEMBER_LINKS.filter((link) => !ACCOUNT_PATHS.includes(link.path) && link.path !== '/account'),
];
