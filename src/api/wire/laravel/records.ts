// Wallet records and bets, as Laravel's IndexController answers them.
import { z } from '../../../lib/zod';
import type { components } from '../../../../core/schema';
import type { BetRecord } from '../domain';
import type { Decoder, OperationKey } from '../types';
import { decoder, parse, schemaDecoder } from './envelope';
import type { LaravelEncoders } from './requests';
import { dateTime, int, money, paginator, text } from './scalars';

type S = components['schemas'];
type RecordType = S['TransRecord']['type'];

/**
 * Its types 3 and 4 are seen from the venue: its 3 is money *into* a venue (our 4, out of the central wallet), its 4
 * money out of one (our 3). Swapped both ways.
 */
const swapTransfer = (type: RecordType): RecordType => (type === 3 ? 4 : type === 4 ? 3 : type);

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
const transRow = z.object({ out_trade_no: text.optional(), amount: money, pay_way: text, state: int, created_at: dateTime });

const betRow: z.ZodType<BetRecord> = z
  .object({ bet_id: text, bet_time: dateTime, platform_type: text, bet_amount: money, win_loss: money, status: int.pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])) })
  .transform(({ bet_time, platform_type, ...row }) => ({ ...row, api_type: platform_type, created_at: bet_time }));

const asRecordType = (value: unknown): RecordType => (value === 2 || value === 3 || value === 4 ? value : 1);

export const recordDecoders: Partial<Record<OperationKey, Decoder>> = {
  'POST /api/gettransrecord': decoder('gettransrecord', (data, _envelope, { request }): S['TransRecordPage'] => {
    const type = asRecordType(request.type ?? 1);
    const page = parse('gettransrecord', paginator(transRow), data);
    const state = (n: number): S['TransRecord']['state'] => (n === 0 || n === 1 || n === 2 || n === 3 ? n : 0);
    return {
      ...page,
      data: page.data.map((row) => ({ ...row, out_trade_no: row.out_trade_no ?? '', pay_way: payWayOf(row.pay_way), type, state: state(row.state) })),
    };
  }),
  'POST /api/betrecord': schemaDecoder('betrecord', paginator(betRow)),
};

export const recordEncoders: LaravelEncoders = {
  'POST /api/gettransrecord': (body) => ({ ...body, type: swapTransfer(body.type) }),
};
