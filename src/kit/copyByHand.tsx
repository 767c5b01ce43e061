// Where the page may not copy (an in-app browser or an old engine refusing both ways): the text in a dialog, selected
// as it shows, whole and read-only, so a long press offers the system's copy. Loaded only then (./copy.ts).
import { useEffect, useRef } from 'react';
import i18n, { registerLocale } from './i18n';
import words from 'virtual:locale/copyByHand';
import { showDialog } from './toast';
import './copyByHand.css';

// Its words come with its code (locales/<lang>/copyByHand.json), not with every page's.
registerLocale('copyByHand', words);

function SelectedText({ text, label }: { text: string; label: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const area = field.current;
    if (!area) return;
    area.focus({ preventScroll: true });
    area.setSelectionRange(0, text.length);
  }, [text]);
  return <textarea ref={field} className="app-selected-text" value={text} readOnly rows={2} aria-label={label} onFocus={(event) => event.currentTarget.select()} />;
}

export async function showCopyByHand(text: string): Promise<void> {
  const title = i18n.t('copyByHand:title');
  await showDialog({
    title,
    content: <SelectedText text={text} label={title} />,
    closeOnMaskClick: true,
    closeOnAction: true,
    actions: [{ key: 'close', text: i18n.t('copyByHand:close') }],
  });
}
