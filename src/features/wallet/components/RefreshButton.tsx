import { RedoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** A round refresh icon that spins while the balances are asked again. */
export function RefreshButton({ onClick, spinning }: { onClick: () => void; spinning: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`wallet-refresh${spinning ? ' wallet-refresh-spinning' : ''}`} onClick={onClick} aria-label={t('common:refresh')} aria-busy={spinning}>
      <RedoOutline />
    </button>
  );
}
