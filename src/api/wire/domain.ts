// The screens' types: the contract's, except the few fields a supported back end does not send, which are optional
// here so the type checker makes every screen handle their absence. Each loosened field names the dialect lacking it.
import type { components, paths } from '../../../core/schema';
import type { DataOf, OperationKey } from './types';

type S = components['schemas'];
type Loosen<T, K extends PropertyKey> = Omit<T, K> & Partial<Pick<T, K & keyof T>>;

/**
 * Per contract schema, the fields loosened below: one list, which the types read and the dialects' tests read to
 * loosen the contract they check answers against. A field here that the schema lacks fails the typecheck.
 */
export const LOOSENED = {
  User: ['uid'],
  VipLevel: ['recharge', 'flow'],
  RedPacketRule: ['flow_money', 'min_money', 'max_money'],
  RedPacketInfo: ['window_recharge', 'window_flow'],
  RedPacketDraw: ['balance'],
  BetRecord: ['plays'],
  BalanceData: ['balance'],
  ClaimResult: ['money', 'balance'],
  WithdrawalCreated: ['out_trade_no'],
} as const satisfies { [N in keyof S]?: readonly (keyof S[N])[] };
type Loose<N extends keyof typeof LOOSENED> = Loosen<S[N], (typeof LOOSENED)[N][number]>;

/** laravel: members have `id` only, no public `uid`. */
export type User = Loose<'User'>;
/** laravel: its VIP table has no deposit or turnover thresholds. */
export type VipLevel = Loose<'VipLevel'>;
/** laravel: a rule is a deposit band and a number of draws, no turnover condition and no payout bounds. */
export type RedPacketRule = Loose<'RedPacketRule'>;
/** laravel: no window totals (its server time comes from the HTTP Date header). */
export type RedPacketInfo = Omit<Loose<'RedPacketInfo'>, 'rules'> & { rules: RedPacketRule[] };
/** laravel: a draw does not answer the new balance. */
export type RedPacketDraw = Loose<'RedPacketDraw'>;
/** laravel: a bet record does not say what was bet on. */
export type BetRecord = Loose<'BetRecord'>;
export type BetRecordPage = Omit<S['BetRecordPage'], 'data'> & { data: BetRecord[] };
/** laravel: a transfer or a recall does not answer the new balance. */
export type BalanceAfter = Loose<'BalanceData'>;
/** laravel: a claim answers only its message. */
export type ClaimResult = Loose<'ClaimResult'>;
/** laravel: a withdrawal answers no order number. */
export type WithdrawalCreated = Loose<'WithdrawalCreated'>;

/** Each operation whose data carries a loosened type above: the type screens get from it. */
interface LoosenedData {
  'POST /api/user': User;
  'POST /api/refreshusermoney': User;
  'POST /api/uservip': VipLevel[];
  'GET /api/userredpacket': RedPacketInfo;
  'POST /api/douserredpacket': RedPacketDraw;
  'POST /api/betrecord': BetRecordPage;
  'POST /api/transfer': BalanceAfter;
  'POST /api/transall': BalanceAfter;
  'POST /api/dofanshui': ClaimResult;
  'POST /api/withdraw': WithdrawalCreated;
}

/** The data screens get from an operation (what a dialect's decoder gives): the contract's, or its loosened type. */
export type ScreenDataOf<K extends OperationKey> = K extends keyof LoosenedData
  ? LoosenedData[K]
  : K extends `${infer M} ${infer P extends keyof paths}`
    ? DataOf<P, Lowercase<M> & ('get' | 'post')>
    : never;
