// The central wallet beside the venues' sum, as the money and transfer pages show them ('--' until known).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeptMoney } from '../../../kit/KeptMoney';
import { useFormat } from '../../../lib/useFormat';

interface BalanceSplitProps {
  main: string | undefined;
  game: string | undefined;
  /** When each was answered (a kept amount is marked). */
  answeredAt: { main: number; game: number };
  children?: ReactNode;
}

export function BalanceSplit({ main, game, answeredAt, children }: BalanceSplitProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <div className="wallet-hero-split">
      <span>
        {t('wallet:balances.main')}
        <b data-testid="main-balance">{main === undefined ? '--' : <KeptMoney updatedAt={answeredAt.main}>{fmt.money(main)}</KeptMoney>}</b>
      </span>
      <span>
        {t('wallet:balances.game')}
        <b>{game === undefined ? '--' : <KeptMoney updatedAt={answeredAt.game}>{fmt.money(game)}</KeptMoney>}</b>
      </span>
      {children}
    </div>
  );
}
