// The USDT tab's numbers for the amount typed: the chain's fee, the equivalent (floored), the rate, what arrives.
import { useTranslation } from 'react-i18next';
import type { User } from '../../../session/queries';
import { chainFee, quoteUsdt } from '../usdt';
import { useFormat } from '../../../lib/useFormat';

export function UsdtQuote({ amount, chain, user }: { amount: string; chain: string; user: User | undefined }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (!user) return null;
  const quote = quoteUsdt(amount, user.withdrawusdtrate, chainFee(chain, user));
  if (!quote) return null;
  const rows = [
    { key: 'fee', label: t('wallet:withdraw.usdt.fee'), value: `${fmt.money(quote.fee)} USDT` },
    { key: 'equivalent', label: t('wallet:withdraw.usdt.equivalent'), value: `${fmt.money(quote.equivalent)} USDT` },
    { key: 'rate', label: t('wallet:withdraw.usdt.rate'), value: `1 USDT = ${user.withdrawusdtrate}` },
    { key: 'received', label: t('wallet:withdraw.usdt.received'), value: `${fmt.money(quote.received)} USDT` },
  ];
  return (
    <dl className="wallet-quote" aria-label={t('wallet:withdraw.usdt.title')}>
      {rows.map((row) => (
        <div key={row.key} className={`wallet-quote-row wallet-quote-${row.key}`} data-testid={`usdt-${row.key}`}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
