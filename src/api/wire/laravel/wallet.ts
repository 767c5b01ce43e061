// Venues, transfers, deposits and withdrawals, as Laravel's PayController and IndexController answer them.
import type { components } from '../../../../core/schema';
import { serverTimeOf } from '../normalise';
import { UndecodableAnswer } from '../types';
import type { L, LaravelDataOf } from './contract';
import type { Readers } from './envelope';
import { array, ignored, map, nullable, object, objectOr } from './read';
import { dateTime, flag, money, oneOf, sum, text } from './scalars';

type S = components['schemas'];

/** A venue the member never entered has balance 0 (a number), an entered one "12.00". */
const venues = array(object<L['VenueBalance']>()({ name: text('string'), platname: text('string'), balance: sum('string', 'number') }));

/** A transfer answers {balance} or nothing; a recall nothing. */
const balanceAfter = objectOr(object<L['Balance']>()({ balance: money('string') }), map(ignored<L['Nothing']>(), () => ({ balance: undefined })));

const payWays = object<L['PayWays']>()({ card: flag(0, 'number'), usdt: flag(0, 'number'), wechat: flag(0, 'number'), alipay: flag(0, 'number') });
const payRange = object<LaravelDataOf<'POST /api/getPayRange'>>()({ min_price: sum('string', 'number'), max_price: sum('string', 'number') });

/** Its pay_way column: 1 bank, 3 alipay, 4 wechat, 5/6 USDT (TRC20/ERC20); 7 (EBpay) has no counterpart here. */
const PAY_WAY = { 1: 'bank', 3: 'alipay', 4: 'wxpay', 5: 'usdt', 6: 'usdt' } as const satisfies Record<number, S['DepositInfo']['info']['paytype']>;
const payType = map(oneOf([1, 3, 4, 5, 6] as const, 'number'), (way) => PAY_WAY[way]);

/** A code-pay row (USDT, WeChat, Alipay) is the receiving account itself. */
const codePay = object<L['CodePay']>()({ mch_id: text('string'), content: text('string'), payimg: text('string') });
/** For a bank deposit, the active receiving accounts: the first is where to pay. */
const bankAccounts = map(
  array(object<L['ReceivingCard']>()({ bank_no: text('string'), bank_data: nullable(object<L['BankName']>()({ bank_name: text('string') })) })),
  (rows) => (rows[0] ? { mch_id: rows[0].bank_no, content: rows[0].bank_data?.bank_name ?? '', payimg: '' } : null),
);

const payInfo = object<L['DepositInfo']>()({
  deposit_no: text('string'),
  // `paytype` is a Chinese label; the pay_way number says the same thing in a form we can read.
  info: object<L['Deposit']>()({ amount: money('string'), created_at: dateTime('string'), pay_way: payType, state: oneOf([1, 2, 3] as const, 'number') }),
  cardlist: nullable(objectOr(codePay, bankAccounts)),
});

export const walletReaders = {
  'POST /api/balancelist': venues,
  'POST /api/transfer': balanceAfter,
  'POST /api/transall': balanceAfter,
  'POST /api/uptransferstatus': ignored(),
  'GET /api/get_pay_way': payWays,
  'POST /api/getPayRange': payRange,
  // data is [] and the deposit number is the message (as our spec's section 7 has it).
  'POST /api/recharge': ({ message }) =>
    map(ignored(), (): S['DepositCreated'] => {
      if (!message.trim()) throw new UndecodableAnswer('POST /api/recharge', 'no deposit number in the message');
      return { deposit_no: message.trim() };
    }),
  // No server time: the HTTP Date header's. The request's deposit number is echoed in data.
  'POST /api/payinfo': (context) =>
    map(payInfo, ({ deposit_no, info, cardlist }): S['DepositInfo'] => {
      const { pay_way, ...rest } = info;
      const sent = typeof context.request.deposit_no === 'string' ? context.request.deposit_no : '';
      return { deposit_no: deposit_no || sent, server_time: serverTimeOf(context), info: { ...rest, paytype: pay_way }, cardlist };
    }),
  'POST /api/getBetAmount': object<LaravelDataOf<'POST /api/getBetAmount'>>()({ bet_amount: sum('string', 'number') }),
  // It answers no order number.
  'POST /api/withdraw': map(ignored(), () => ({ out_trade_no: undefined })),
} satisfies Readers;
