// The turnover still owed, said before the form is filled in (whether it still blocks a withdrawal, how much is left
// to play), and its read-only row among the withdrawal's fields.
import { useQuery } from '@tanstack/react-query';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { parseFen } from '../../../../core/money';
import { useFormat } from '../../../lib/useFormat';
import { betAmountQuery } from '../api/withdrawals';

const NOTE_ID = 'wallet-turnover-note';

export function TurnoverNote() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const answer = useQuery(betAmountQuery);
  const owed = answer.data?.bet_amount;
  // Its line kept while the answer comes, so the fields below do not move down when it does.
  if (answer.isPending) return <p className="wallet-turnover wallet-turnover-pending" aria-hidden="true" />;
  if (owed === undefined) return null;
  const blocking = (parseFen(owed) ?? 0) > 0;
  return (
    <p id={NOTE_ID} className={blocking ? 'wallet-turnover wallet-turnover-owed' : 'wallet-turnover'} role="status">
      {blocking ? t('wallet:withdraw.betAmountOwed', { amount: fmt.money(owed) }) : t('wallet:withdraw.betAmountDone')}
    </p>
  );
}

export function TurnoverRow() {
  const { t } = useTranslation();
  const owed = useQuery(betAmountQuery).data?.bet_amount;
  return (
    <label className="wallet-field">
      <span className="wallet-field-label">{t('wallet:withdraw.betAmount')}</span>
      <Input value={owed ?? '--'} readOnly aria-label={t('wallet:withdraw.betAmount')} aria-describedby={NOTE_ID} />
    </label>
  );
}
