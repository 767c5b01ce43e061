// The central wallet beside the venues' sum, as the money and transfer pages show them ('--' until known).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function BalanceSplit({ main, game, children }: { main: string | undefined; game: string | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-hero-split">
      <span>
        {t('wallet:balances.main')}
        <b data-testid="main-balance">{main ?? '--'}</b>
      </span>
      <span>
        {t('wallet:balances.game')}
        <b>{game ?? '--'}</b>
      </span>
      {children}
    </div>
  );
}
