// Copying a text the player asked for (an address, an invite link, an account): the clipboard where the browser lets
// the page write it, else a dialog with the text shown selected, to copy with a long press. "Copied" is said only when
// it was (an in-app browser or an old engine may refuse both ways; the player is then never told it worked).
import { useEffect, useRef } from 'react';
import { copyText } from '../lib/clipboard';
import i18n from './i18n';
import { showDialog, toast } from './toast';

/** The text, selected as it shows, whole and read-only: a long press on it offers the system's copy. */
export function SelectedText({ text, label }: { text: string; label: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const area = field.current;
    if (!area) return;
    area.focus({ preventScroll: true });
    area.setSelectionRange(0, text.length);
  }, [text]);
  return <textarea ref={field} className="app-selected-text" value={text} readOnly rows={2} aria-label={label} onFocus={(event) => event.currentTarget.select()} />;
}

/** Copies `text`; says `done` once it is on the clipboard, else shows it selected for a long press. */
export async function copyOrShow(text: string, done: string): Promise<boolean> {
  if (await copyText(text)) {
    toast.success(done);
    return true;
  }
  const t = i18n.t.bind(i18n);
  await showDialog({
    title: t('common:copyByHand.title'),
    content: <SelectedText text={text} label={t('common:copyByHand.title')} />,
    closeOnMaskClick: true,
    closeOnAction: true,
    actions: [{ key: 'close', text: t('common:copyByHand.close') }],
  });
  return false;
}
