// The screens' types: the contract's, except the few fields a supported back end does not send, which are optional
// here so the type checker makes every screen handle their absence. Each loosened field names the dialect lacking it.
import type { components } from '../schema';

type S = components['schemas'];
type Loosen<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** laravel: members have `id` only, no public `uid`. */
export type User = Loosen<S['User'], 'uid'>;
/** laravel: its VIP table has no deposit or turnover thresholds. */
export type VipLevel = Loosen<S['VipLevel'], 'recharge' | 'flow'>;
/** laravel: a rule is a deposit band and a number of draws, no turnover condition and no payout bounds. */
export type RedPacketRule = Loosen<S['RedPacketRule'], 'flow_money' | 'min_money' | 'max_money'>;
/** laravel: no window totals (its server time comes from the HTTP Date header). */
export type RedPacketInfo = Omit<Loosen<S['RedPacketInfo'], 'window_recharge' | 'window_flow'>, 'rules'> & { rules: RedPacketRule[] };
/** laravel: a draw does not answer the new balance. */
export type RedPacketDraw = Loosen<S['RedPacketDraw'], 'balance'>;
/** laravel: a bet record does not say what was bet on. */
export type BetRecord = Loosen<S['BetRecord'], 'plays'>;
export type BetRecordPage = Omit<S['BetRecordPage'], 'data'> & { data: BetRecord[] };
/** laravel: a transfer or a recall does not answer the new balance. */
export type BalanceAfter = Loosen<S['BalanceData'], 'balance'>;
/** laravel: a claim answers only its message. */
export type ClaimResult = Loosen<S['ClaimResult'], 'money' | 'balance'>;
/** laravel: a withdrawal answers no order number. */
export type WithdrawalCreated = Loosen<S['WithdrawalCreated'], 'out_trade_no'>;
