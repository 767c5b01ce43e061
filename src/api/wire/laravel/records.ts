// Wallet records and bets, as Laravel's IndexController answers them.
import type { components } from '../../../../core/schema';
import type { L } from './contract';
import type { Readers } from './envelope';
import { map, object, optional } from './read';
import { dateTime, int, money, oneOf, paginator, text } from './scalars';

type S = components['schemas'];
type RecordType = S['TransRecord']['type'];

/**
 * Its types 3 and 4 are seen from the venue: its 3 is money *into* a venue (our 4, out of the central wallet), its 4
 * money out of one (our 3). Swapped both ways (requests.ts swaps the request's).
 */
export const swapTransfer = (type: RecordType): RecordType => (type === 3 ? 4 : type === 4 ? 3 : type);

/** Its labels of the pay way, as the contract names them; a transfer's venue name (or "Wallet") as it is. */
function payWayOf(label: string): string {
  const lower = label.toLowerCase();
  if (lower.startsWith('usdt')) return 'usdt';
  if (lower === 'bank card') return 'bank';
  if (lower === 'alipay') return 'alipay';
  if (lower === 'wechat') return 'wxpay';
  return label;
}

/** Rows carry no type (the request's), amounts are abs() numbers, transfers have no order number. */
const transRow = object<L['TransRecord']>()({
  out_trade_no: optional(text('string')),
  amount: money('string', 'number'),
  pay_way: text('string'),
  state: int('number'),
  created_at: dateTime('string'),
});

const betRow = map(
  object<L['Bet']>()({
    bet_id: text('string'),
    bet_time: dateTime('string'),
    platform_type: text('string'),
    bet_amount: money('string', 'number'),
    win_loss: money('string', 'number'),
    status: oneOf([0, 1, 2] as const, 'number'),
  }),
  // A bet record does not say what was bet on (plays).
  ({ bet_time, platform_type, ...row }) => ({ ...row, api_type: platform_type, created_at: bet_time, plays: undefined }),
);

const asRecordType = (value: unknown): RecordType => (value === 2 || value === 3 || value === 4 ? value : 1);
const asState = (n: number): S['TransRecord']['state'] => (n === 0 || n === 1 || n === 2 || n === 3 ? n : 0);

export const recordReaders = {
  'POST /api/gettransrecord': ({ request }) => {
    const type = asRecordType(request.type ?? 1);
    return map(paginator(transRow), (page): S['TransRecordPage'] => ({
      ...page,
      data: page.data.map((row) => ({ ...row, out_trade_no: row.out_trade_no ?? '', pay_way: payWayOf(row.pay_way), type, state: asState(row.state) })),
    }));
  },
  'POST /api/betrecord': paginator(betRow),
} satisfies Readers;
