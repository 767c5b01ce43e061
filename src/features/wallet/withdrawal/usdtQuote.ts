// The USDT tab's figures for the amount typed (the form's summary): the chain's fee, the equivalent (floored), the
// rate, what arrives. From a fresh profile only, never one kept from an earlier visit; nothing until an amount is typed.
import { USDT_PROTOCOL_DEFAULT } from '../../../../core/constants';
import { formatAmount } from '../../../lib/format';
import type { FormContext, SummaryRow } from '../../../renderers/form';
import type { User } from '../../../session/queries';
import type { Card } from '../api/cards';
import type { WithdrawalValues } from '../moneyFields';
import { chainFee, quoteUsdt } from '../usdt';

/** The chain of the address chosen (its protocol is held as bank_owner), TRC20 until one is. */
const chainOf = (cards: readonly Card[] | undefined, id: number | null) => cards?.find((card) => card.id === id)?.bank_owner ?? USDT_PROTOCOL_DEFAULT;

export function usdtQuoteRows({ values, limits, language }: FormContext<WithdrawalValues, { user: User; cards: Card[] }>): SummaryRow[] | null {
  const user = limits.user;
  if (!user) return null;
  const quote = quoteUsdt(values.amount, user.withdrawusdtrate, chainFee(chainOf(limits.cards, values.bank), user));
  if (!quote) return null;
  return [
    { key: 'fee', labelKey: 'wallet:withdraw.usdt.fee', value: `${formatAmount(quote.fee, language)} USDT` },
    { key: 'equivalent', labelKey: 'wallet:withdraw.usdt.equivalent', value: `${formatAmount(quote.equivalent, language)} USDT` },
    { key: 'rate', labelKey: 'wallet:withdraw.usdt.rate', value: `1 USDT = ${user.withdrawusdtrate}` },
    { key: 'received', labelKey: 'wallet:withdraw.usdt.received', value: `${formatAmount(quote.received, language)} USDT`, strong: true },
  ];
}
