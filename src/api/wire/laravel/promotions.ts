// Red packets and rebates, as Laravel's PayController and IndexController answer them.
import type { components } from '../../../../core/schema';
import { serverTimeOf } from '../normalise';
import type { L, LaravelDataOf } from './contract';
import type { Readers } from './envelope';
import { array, ignored, map, named, object } from './read';
import { dateTime, int, money, oneOf, optionalDateTime, paginator, sum, text } from './scalars';

type S = components['schemas'];

/**
 * Its red_envelopes rows mean other things: `recharge` is the number of draws, `day_flow` the least deposits and
 * `flow_money` the most (a band), `money` a percentage. There is no turnover condition and no payout bounds.
 */
const rule = map(
  object<L['RedPacketRule']>()({ start_time: dateTime('string'), end_time: dateTime('string'), recharge: int('number'), day_flow: money('string') }),
  (row) => ({ start_time: row.start_time, end_time: row.end_time, recharge: row.day_flow, day_flow: row.recharge, flow_money: undefined, min_money: undefined, max_money: undefined }),
);

/** Its redPacketStatus: READY before the rules' first start, STARTING while a rule runs, END after (or no rule fits). */
const STATE_OF = { READY: 'before', STARTING: 'open', END: 'after' } as const;
/** An unknown or missing state leaves the spec's window to the screen. */
const redPacketState = named(STATE_OF);

const standing = object<L['RedPacketStanding']>()({
  sendnums: int('number'),
  acquirednum: int('number'),
  max_times: int('number'),
  rules: array(rule),
  redPacketStatus: redPacketState,
});

/** A draw does not answer the new balance. */
const draw = map(object<LaravelDataOf<'POST /api/douserredpacket'>>()({ redpacketmoney: money('string', 'number') }), (row) => ({ ...row, balance: undefined }));

const record = object<L['RedPacket']>()({
  id: int('number'),
  money: sum('string', 'number'),
  redpacketmoney: money('string'),
  created_at: dateTime('string'),
  usetime: optionalDateTime('string', 'null'),
});

/** Its transfer_logs rows of type 6: the amount is real_money. */
const rebate = map(
  object<L['Rebate']>()({
    id: int('number'),
    gamename: text('string'),
    real_money: money('string'),
    state: oneOf([0, 1] as const, 'number'),
    created_at: dateTime('string'),
    updated_at: optionalDateTime('string', 'null'),
  }),
  ({ real_money, ...row }): S['RebateRecord'] => ({ ...row, money: real_money, updated_at: row.updated_at || row.created_at }),
);

/** {list: paginator, jisuan, nojisuan}; the sums are JSON numbers. */
const rebates = map(
  object<L['Rebates']>()({ list: paginator(rebate), jisuan: sum('string', 'number'), nojisuan: sum('string', 'number') }),
  ({ list, jisuan, nojisuan }): S['RebatePage'] => ({ ...list, jisuan, nojisuan }),
);

export const promotionReaders = {
  // No server time in the answer: the HTTP Date header's is as good (the window is told by the server's clock).
  'GET /api/userredpacket': (context) =>
    map(standing, ({ redPacketStatus, ...rest }) => ({ ...rest, server_time: serverTimeOf(context), state: redPacketStatus, window_recharge: undefined, window_flow: undefined })),
  'POST /api/douserredpacket': draw,
  'POST /api/redpacket': paginator(record),
  'POST /api/getfanshui': rebates,
  // A claim answers only its message.
  'POST /api/dofanshui': map(ignored(), () => ({ money: undefined, balance: undefined })),
} satisfies Readers;
