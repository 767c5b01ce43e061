import { useTranslation } from 'react-i18next';
import { copyOrShow } from '../../kit/copy';

/** Copies `text` and says so; where the browser refuses, shows it selected to copy by hand. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const copy = () => copyOrShow(text, t('renderers:copy.done'));
  return (
    <button type="button" className="field-copy" onClick={() => void copy()} aria-label={t('renderers:copy.label', { label })}>
      {t('renderers:copy.action')}
    </button>
  );
}
