// Venues, transfers, deposits, cards and withdrawals, as Laravel's PayController and IndexController answer them.
import { z } from '../../../lib/zod';
import { MASK_VISIBLE_CHARS } from '../../../../core/constants';
import type { components } from '../../../../core/schema';
import type { BalanceAfter, WithdrawalCreated } from '../domain';
import { serverTimeOf } from '../normalise';
import { UndecodableAnswer, type Decoder, type OperationKey } from '../types';
import { decoder, parse, schemaDecoder } from './envelope';
import { dateTime, flag, int, money, nothing, sum, text } from './scalars';

type S = components['schemas'];

/** A venue the member never entered has balance 0 (a number), an entered one "12.00". */
const venues: z.ZodType<S['VenueBalance'][]> = z.array(z.object({ name: text, platname: text, balance: sum }));

/** A transfer answers {balance} or nothing; a recall nothing. */
const balanceAfter: z.ZodType<BalanceAfter> = z.union([z.object({ balance: money }), z.unknown().transform(() => ({}))]);

const payWays: z.ZodType<S['PayWays']> = z.object({ card: flag(0), usdt: flag(0), wechat: flag(0), alipay: flag(0) });
const payRange: z.ZodType<S['PayRange']> = z.object({ min_price: sum, max_price: sum });

/** Its pay_way column: 1 bank, 3 alipay, 4 wechat, 5/6 USDT (TRC20/ERC20); 7 (EBpay) has no counterpart here. */
const PAY_WAY: Record<number, S['DepositInfo']['info']['paytype']> = { 1: 'bank', 3: 'alipay', 4: 'wxpay', 5: 'usdt', 6: 'usdt' };
const payType = int.transform((n, ctx) => {
  const way = PAY_WAY[n];
  if (!way) ctx.addIssue({ code: 'custom', message: `no pay way ${n}` });
  return way ?? z.NEVER;
});

/** A code-pay row (USDT, WeChat, Alipay) is the receiving account itself. */
const codePay = z.object({ mch_id: text, content: text, payimg: text });
/** For a bank deposit, the active receiving accounts: the first is where to pay. */
const bankAccounts = z
  .array(z.object({ bank_no: text, bank_data: z.object({ bank_name: text }).nullish() }))
  .transform((rows) => (rows[0] ? { mch_id: rows[0].bank_no, content: rows[0].bank_data?.bank_name ?? '', payimg: '' } : null));

const payInfo = z.object({
  deposit_no: text.optional(),
  // `paytype` is a Chinese label; the pay_way number says the same thing in a form we can read.
  info: z.object({ amount: money, created_at: dateTime, pay_way: payType, state: int.pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])) }),
  cardlist: z.union([bankAccounts, codePay, z.null()]),
});

const banks: z.ZodType<S['Bank'][]> = z.array(z.object({ id: int, bank_name: text }));

/** Its pay_setting rows: the bank's name is in the joined bank_data. */
const receivingAccounts: z.ZodType<S['ReceivingAccount'][]> = z.array(
  z
    .object({ id: int, bank_no: text, bank_owner: text, bank_address: text, bank_data: z.object({ bank_name: text }) })
    .transform(({ bank_data, ...row }) => ({ ...row, bank_name: bank_data.bank_name })),
);

/** As the contract shows a number: only the last characters. */
const masked = (tail: string, type: 1 | 2) => {
  const visible = tail.slice(-MASK_VISIBLE_CHARS);
  return type === 1 ? `**** **** **** ${visible}` : `**** ${visible}`;
};

/** No type (a USDT address is bank "USDT"); bank_no is the whole number, bank_not its last four. */
const cards: z.ZodType<S['Card'][]> = z.array(
  z
    .object({ id: int, bank: text, bank_owner: text, bank_no: text, bank_not: text.optional(), bank_address: text, ico: text })
    .transform(({ bank_not, ...card }) => {
      const type: 1 | 2 = card.bank.toUpperCase() === 'USDT' ? 2 : 1;
      return { ...card, type, bank_no: masked(bank_not || card.bank_no, type) };
    }),
);

export const walletDecoders: Partial<Record<OperationKey, Decoder>> = {
  'POST /api/balancelist': schemaDecoder('balancelist', venues),
  'POST /api/transfer': schemaDecoder('transfer', balanceAfter),
  'POST /api/transall': schemaDecoder('transall', balanceAfter),
  'POST /api/uptransferstatus': schemaDecoder('uptransferstatus', nothing),
  'GET /api/get_pay_way': schemaDecoder('get_pay_way', payWays),
  'POST /api/getPayRange': schemaDecoder('getPayRange', payRange),
  // data is [] and the deposit number is the message (as our spec's section 7 has it).
  'POST /api/recharge': decoder('recharge', (_data, { message }): S['DepositCreated'] => {
    if (!message.trim()) throw new UndecodableAnswer('recharge', 'no deposit number in the message');
    return { deposit_no: message.trim() };
  }),
  // No server time: the HTTP Date header's. The request's deposit number is echoed in data.
  'POST /api/payinfo': decoder('payinfo', (data, _envelope, context): S['DepositInfo'] => {
    const { request } = context;
    const { deposit_no, info, cardlist } = parse('payinfo', payInfo, data);
    const { pay_way, ...rest } = info;
    return { deposit_no: deposit_no || String(request.deposit_no ?? ''), server_time: serverTimeOf(context), info: { ...rest, paytype: pay_way }, cardlist };
  }),
  'POST /api/banklist': schemaDecoder('banklist', banks),
  'POST /api/getpaybank': schemaDecoder('getpaybank', receivingAccounts),
  'POST /api/getcard': schemaDecoder('getcard', cards),
  'POST /api/bindcard': schemaDecoder('bindcard', nothing),
  'POST /api/delcard': schemaDecoder('delcard', nothing),
  'POST /api/getBetAmount': schemaDecoder('getBetAmount', z.object({ bet_amount: sum })),
  'POST /api/withdraw': decoder('withdraw', (): WithdrawalCreated => ({})),
};
