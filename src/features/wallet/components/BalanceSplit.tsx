// The central wallet beside the venues' sum, as the money and transfer pages show them ('--' until known).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/useFormat';

export function BalanceSplit({ main, game, children }: { main: string | undefined; game: string | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <div className="wallet-hero-split">
      <span>
        {t('wallet:balances.main')}
        <b data-testid="main-balance">{main === undefined ? '--' : fmt.money(main)}</b>
      </span>
      <span>
        {t('wallet:balances.game')}
        <b>{game === undefined ? '--' : fmt.money(game)}</b>
      </span>
      {children}
    </div>
  );
}
