// /payInfo?deposit_no=: what to pay and where — amount, a countdown to creation + 1 hour, order number, time, method,
// for USDT the receiving address and chain, the QR image — and the way to the records. The route is open to
// visitors (spec), but an order is only ever shown to the member who made it.
import './locale';
import { ApiError } from '../../api/client';
import { parseBeijing } from '../../../core/beijingTime';
import { DEPOSIT_COUNTDOWN_MS } from '../../../core/constants';
import { defineDetail } from '../../renderers/detail';
import type { BadgeState } from '../../renderers/fields';
import { payInfoQuery, type DepositInfo } from './api/deposits';
import { METHOD_LABELS } from './recharge/methods';
import { STATE_LABELS } from './states';
import './wallet.css';

/** The server answered no (no such order of this member's); a lost answer or a server fault is worth a retry instead. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.kind === 'business' && error.code < 500;

/** Once reviewed, the order's state stands where the countdown was. */
const REVIEW_STATES: Record<string, BadgeState> = {
  0: { labelKey: STATE_LABELS.review[0], tone: 'default' },
  1: { labelKey: STATE_LABELS.review[1], tone: 'warning' },
  2: { labelKey: STATE_LABELS.review[2], tone: 'success' },
  3: { labelKey: STATE_LABELS.review[3], tone: 'danger' },
};

/** Time left to pay when the answer came, on the server's clock, so a wrong phone clock can't shift it. */
function leftToPay(info: DepositInfo): number {
  const created = parseBeijing(info.info.created_at);
  const now = parseBeijing(info.server_time ?? '');
  return created && now ? Math.max(0, created.getTime() + DEPOSIT_COUNTDOWN_MS - now.getTime()) : 0;
}

const pending = (info: DepositInfo) => info.info.state === 1;
const usdt = (info: DepositInfo) => info.info.paytype === 'usdt';
const depositNo = (search: URLSearchParams) => search.get('deposit_no') ?? '';

export default defineDetail({
  query: (search) => ({ ...payInfoQuery(depositNo(search)), enabled: depositNo(search) !== '' }),
  visitor: { titleKey: 'wallet:payInfo.loginFirst', actionKey: 'wallet:payInfo.login' },
  missing: (search, error) => depositNo(search) === '' || isRefusal(error),
  emptyKey: 'wallet:payInfo.missing',
  hero: [
    { labelKey: 'wallet:payInfo.amount', value: (info) => info.info.amount, format: 'money' },
    { key: 'left', value: leftToPay, format: { countdown: { runningKey: 'wallet:payInfo.countdown', overKey: 'wallet:payInfo.expired' } }, when: pending },
    { key: 'state', value: (info) => info.info.state, format: { badge: REVIEW_STATES }, when: (info) => !pending(info) },
  ],
  fields: [
    { labelKey: 'wallet:payInfo.orderNo', value: 'deposit_no', copy: true },
    { labelKey: 'wallet:payInfo.time', value: (info) => info.info.created_at, format: 'time' },
    { labelKey: 'wallet:payInfo.method', value: (info) => info.info.paytype, format: { words: METHOD_LABELS } },
    {
      key: 'account',
      labelKey: (info) => (usdt(info) ? 'wallet:payInfo.address' : 'wallet:payInfo.merchant'),
      value: (info) => info.cardlist?.mch_id,
      copy: true,
      when: (info) => !!info.cardlist,
    },
    {
      key: 'channel',
      labelKey: (info) => (usdt(info) ? 'wallet:payInfo.chain' : 'wallet:payInfo.channel'),
      value: (info) => info.cardlist?.content,
      when: (info) => !!info.cardlist,
    },
    { labelKey: 'wallet:payInfo.qr', value: (info) => info.cardlist?.payimg, format: { image: { width: 180, height: 180 } }, when: (info) => !!info.cardlist?.payimg },
    { labelKey: 'wallet:payInfo.usdtHint', when: usdt },
  ],
  links: [
    { labelKey: 'wallet:payInfo.records', to: '/transRecord?type=1', primary: true },
    { labelKey: 'wallet:payInfo.again', to: '/recharge' },
  ],
});
