// What the shell watches the whole page for once its first render is in, loaded as one small chunk after it (the
// first screen's files do not carry it; the hall's JS budget, scripts/budget.mjs): focus kept inside an open dialog
// or sheet, which no first paint has, pictures that cannot load left to their placeholders (those that failed
// before are found when it starts), and the soft keyboard (a field and its button kept in view above it).
import { installBrokenPictures } from './brokenPictures';
import { installFocusKeeper } from './focusKeeper';
import { installSoftKeyboard } from './softKeyboard';

/** Installs them all; answers how to remove them. */
export function installShellWatchers(): () => void {
  const removes = [installFocusKeeper(), installBrokenPictures(), installSoftKeyboard()];
  return () => removes.forEach((remove) => remove());
}
