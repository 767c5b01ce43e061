// Sending a deposit and going on by its answer (spec section 4): a bank deposit waits for review and the player goes
// to the records; any other goes to /payInfo with the number the answer carries, or fails when it carries none.
import { ApiError } from '../../../api/client';
import type { FormNext } from '../../../renderers/form';
import { recharge, type RechargeBody } from '../api/deposits';
import type { DepositValues } from '../depositFields';

/** The deposit's answer, and the number read from it (none for a bank deposit, which needs none). */
export interface DepositSent {
  message?: string | null;
  depositNo: string | null;
}

function bodyOf(values: DepositValues): RechargeBody {
  const { method, amount } = values;
  if (method === 'manual') throw new Error('a manual deposit is made through customer service, not sent');
  if (method !== 'bank') return { paytype: method, amount, ...(method === 'usdt' ? { catepay: values.chain } : {}) };
  return { paytype: 'bank', amount, bank_owner: values.bank_owner.trim(), bank: values.bank.trim(), bank_no: values.bank_no.trim(), bank_address: values.bank_address.trim() };
}

export async function sendDeposit(values: DepositValues): Promise<DepositSent> {
  const body = bodyOf(values);
  // Read with the contract's rule, loaded before sending: once the deposit exists, nothing may stand between it and
  // its number. Without the network to load it, nothing is sent.
  const numbers = body.paytype === 'bank' ? null : await import('./depositNumber').catch(() => undefined);
  if (numbers === undefined) throw new ApiError('network', 0, '');
  const answer = await recharge(body);
  return { message: answer.message, depositNo: numbers ? numbers.depositNumberOf(answer) : null };
}

export function depositNext(sent: DepositSent, values: DepositValues): FormNext {
  if (values.method === 'bank') return { toastKey: 'wallet:recharge.submitted', navigate: '/transRecord?type=1' };
  // No deposit number anywhere: the order cannot be shown, so this is the failure it is, never /payInfo?deposit_no=.
  if (!sent.depositNo) return { failKey: 'wallet:recharge.noDepositNo' };
  return { toastKey: 'wallet:recharge.created', navigate: `/payInfo?deposit_no=${encodeURIComponent(sent.depositNo)}` };
}
