// Red packets and rebates, as Laravel's PayController and IndexController answer them.
import { z } from '../../../lib/zod';
import type { components } from '../../../../core/schema';
import { serverTimeOf } from '../normalise';
import type { Decoder, OperationKey } from '../types';
import type { ClaimResult, RedPacketDraw, RedPacketInfo, RedPacketRule } from '../domain';
import { decoder, parse, schemaDecoder } from './envelope';
import { dateTime, int, money, optionalDateTime, paginator, sum, text } from './scalars';

type S = components['schemas'];

/**
 * Its red_envelopes rows mean other things: `recharge` is the number of draws, `day_flow` the least deposits and
 * `flow_money` the most (a band), `money` a percentage. There is no turnover condition and no payout bounds.
 */
const rule: z.ZodType<RedPacketRule> = z
  .object({ start_time: dateTime, end_time: dateTime, recharge: int, day_flow: money })
  .transform((row) => ({ start_time: row.start_time, end_time: row.end_time, recharge: row.day_flow, day_flow: row.recharge }));

/** Its redPacketStatus: READY before the rules' first start, STARTING while a rule runs, END after (or no rule fits). */
const STATE_OF = { READY: 'before', STARTING: 'open', END: 'after' } as const;
const redPacketState = z.enum(['READY', 'STARTING', 'END']).optional().catch(undefined);

const info = z.object({ sendnums: int, acquirednum: int, max_times: int, rules: z.array(rule), redPacketStatus: redPacketState });

const draw: z.ZodType<RedPacketDraw> = z.object({ redpacketmoney: money });

const record: z.ZodType<S['RedPacketRecord']> = z.object({
  id: int,
  money: sum,
  redpacketmoney: money,
  created_at: dateTime,
  usetime: optionalDateTime,
});

/** Its transfer_logs rows of type 6: the amount is real_money. */
const rebate: z.ZodType<S['RebateRecord']> = z
  .object({ id: int, gamename: text, real_money: money, state: int.pipe(z.union([z.literal(0), z.literal(1)])), created_at: dateTime, updated_at: optionalDateTime })
  .transform(({ real_money, ...row }) => ({ ...row, money: real_money, updated_at: row.updated_at || row.created_at }));

/** {list: paginator, jisuan, nojisuan}; the sums are JSON numbers. */
const rebates: z.ZodType<S['RebatePage']> = z
  .object({ list: paginator(rebate), jisuan: sum, nojisuan: sum })
  .transform(({ list, jisuan, nojisuan }) => ({ ...list, jisuan, nojisuan }));

export const promotionDecoders: Partial<Record<OperationKey, Decoder>> = {
  'GET /api/userredpacket': decoder('userredpacket', (data, _envelope, context): RedPacketInfo => {
    // No server time in the answer: the HTTP Date header's is as good (the window is told by the server's clock).
    const { redPacketStatus, ...standing } = parse('userredpacket', info, data);
    // Its own state (the operator's hours) decides; an unknown or missing one leaves the spec's window to the screen.
    return { ...standing, server_time: serverTimeOf(context), ...(redPacketStatus ? { state: STATE_OF[redPacketStatus] } : {}) };
  }),
  'POST /api/douserredpacket': schemaDecoder('douserredpacket', draw),
  'POST /api/redpacket': schemaDecoder('redpacket', paginator(record)),
  'POST /api/getfanshui': schemaDecoder('getfanshui', rebates),
  'POST /api/dofanshui': decoder('dofanshui', (): ClaimResult => ({})),
};
