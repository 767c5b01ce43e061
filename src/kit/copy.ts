// Copying a text the player asked for (an address, an invite link, an account): the clipboard where the browser lets
// the page write it, else the text shown selected, to copy with a long press (./copyByHand.tsx, loaded then). "Copied"
// is said only when it was: an in-app browser or an old engine may refuse both ways.
import { copyText } from '../lib/clipboard';
import { toast } from './toast';

/** Copies `text`; says `done` once it is on the clipboard, else shows it selected for a long press. */
export async function copyOrShow(text: string, done: string): Promise<boolean> {
  if (await copyText(text)) {
    toast.success(done);
    return true;
  }
  const { showCopyByHand } = await import('./copyByHand');
  await showCopyByHand(text);
  return false;
}
