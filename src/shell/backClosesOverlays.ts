// The phone's back button closes what is open first. One mechanism for every overlay (antd-mobile's Dialog, Popup,
// ActionSheet, pickers, the list filters' drop-down, Modal): when the first one opens, a history entry for the same
// address is pushed on top; back then pops that entry, and instead of the router moving, the topmost overlay closes and
// the page stays. An overlay closed any other way (a button, the mask) takes its entry back off, unless the app moved
// on meanwhile (a button in the sheet that opens another screen): then the entry stays behind the new one, harmless,
// the same address as the screen it was opened on.
import { closeDialogs } from '../kit/toast';

/** Open overlays: the bodies of antd-mobile's popups and centred popups (the focus keeper's list too). */
const OPEN = '.adm-popup-body, .adm-center-popup-body';
const GUARD = 'appOverlayGuard';

const shown = (el: Element) => el.isConnected && !el.closest('[style*="display: none"]') && !el.closest('[hidden]');
/** Overlays still showing from an entry the app has left (a dialog's action moved on, or the address was changed): back no longer closes them. */
const left = new Set<Element>();
const openOverlays = () => [...document.querySelectorAll(OPEN)].filter((el) => shown(el) && !left.has(el));

type GuardState = Record<string, unknown> & { [GUARD]?: true };
const onGuard = () => (window.history.state as GuardState | null)?.[GUARD] === true;

/** Closes the topmost overlay the way a player would dismiss it: a dialog as "cancel", a sheet by its mask. */
function closeTopmost(): void {
  const top = openOverlays().at(-1);
  if (!top) return;
  if (top.closest('.adm-dialog, .adm-modal')) {
    const close = top.querySelector<HTMLElement>('.adm-center-popup-close');
    if (close) close.click();
    else void closeDialogs();
    return;
  }
  const popup = top.closest('.adm-popup, .adm-center-popup');
  const mask = popup?.querySelector<HTMLElement>(':scope > .adm-mask');
  const closeIcon = top.querySelector<HTMLElement>('.adm-popup-close-icon');
  (mask ?? closeIcon)?.click();
}

/** Installs the mechanism; answers how to remove it. */
export function installBackClosesOverlays(): () => void {
  let guarded = false; // our entry is on the history stack, for the overlays open now
  let swallowNextPop = false; // we took our entry off ourselves: the router must not hear of it
  let below = ''; // the state of the entry under ours: where a back from ours lands

  /** The app is on another entry than the one ours guarded: what is open now closes without touching history. */
  const leave = () => {
    for (const el of openOverlays()) left.add(el);
    guarded = false;
  };

  const sync = () => {
    for (const el of left) if (!shown(el)) left.delete(el);
    // Ours was replaced or left behind by the router (a dialog's action moved on): not ours to take off any more.
    if (guarded && !onGuard()) leave();
    const open = openOverlays().length > 0;
    if (open && !guarded) {
      guarded = true;
      below = JSON.stringify(window.history.state);
      window.history.pushState({ ...(window.history.state as GuardState | null), [GUARD]: true }, '');
    } else if (!open && guarded) {
      guarded = false;
      swallowNextPop = true;
      window.history.back();
    }
  };

  // Before the router's own listener (capture runs first at the window): a back that only closes an overlay stops here.
  const onPop = (event: PopStateEvent) => {
    if (swallowNextPop) {
      swallowNextPop = false;
      event.stopImmediatePropagation();
      return;
    }
    if (onGuard()) return;
    if (!guarded || JSON.stringify(window.history.state) !== below) {
      // Not a back from ours (the address was changed, or the router had replaced ours): the router goes there.
      leave();
      return;
    }
    // Back from our entry to the screen's own: same address, so nothing for the router to do but close.
    event.stopImmediatePropagation();
    guarded = false;
    closeTopmost();
    // Several overlays stacked: the next one down gets an entry of its own once this one has gone.
    window.setTimeout(sync, 400);
  };

  const observer = new MutationObserver(sync);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  window.addEventListener('popstate', onPop, true);
  return () => {
    observer.disconnect();
    window.removeEventListener('popstate', onPop, true);
  };
}
