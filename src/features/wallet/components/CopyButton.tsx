import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';

/** Copies `text` and says so (wallet:copy.done), or, where the browser refuses (no clipboard permission), a failure toast. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('wallet:copy.done'));
    } catch {
      toast.fail(t('wallet:copy.failed'));
    }
  };
  return (
    <button type="button" className="wallet-copy" onClick={() => void copy()} aria-label={label ?? t('wallet:copy.action')}>
      {t('wallet:copy.action')}
    </button>
  );
}
