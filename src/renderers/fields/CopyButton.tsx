import { useTranslation } from 'react-i18next';
import { toast } from '../../kit/toast';
import { copyText } from '../../lib/clipboard';

/** Copies `text` and says so; where the browser refuses, the toast asks the player to copy by hand. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(text)) toast.success(t('renderers:copy.done'));
    else toast.fail(t('renderers:copy.failed'));
  };
  return (
    <button type="button" className="field-copy" onClick={() => void copy()} aria-label={t('renderers:copy.label', { label })}>
      {t('renderers:copy.action')}
    </button>
  );
}
