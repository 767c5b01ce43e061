// The phone's back button closes what is open first. One mechanism for every overlay, ours and antd-mobile's: a
// registry of the overlays open, in the order they opened. A component of ours (the old hall's side menu, the lottery
// room's result drop-down) registers while it is open through `useBackCloses`; antd-mobile's (Dialog, Popup,
// ActionSheet, pickers, the list filters' drop-down, Modal) are found by their popup bodies and enter the same
// registry. When the first one opens, a history entry for the same address is pushed on top; back then pops that
// entry, and instead of the router moving, the topmost overlay closes and the page stays. An overlay closed any other
// way (a button, the mask) takes its entry back off, unless the app moved on meanwhile (a link in a menu, a button in
// a sheet that opens another screen): then the entry stays behind the new one, harmless, the same address as the
// screen it was opened on.
import { useEffect, useRef } from 'react';
import { closeDialogs } from './toast';

/** An open overlay: how back closes it, and whether it belongs to an entry the app has left (back no longer closes it). */
interface Overlay {
  close(): void;
  left: boolean;
}

/** Every overlay open now, oldest first. */
const registry: Overlay[] = [];
/** The installed mechanism's reaction to the registry changing (nothing before it is installed). */
let changed: () => void = () => undefined;

/** Enters an overlay as open; answers how to take it out again (when it has closed, however it closed). */
export function openOverlay(close: () => void): () => void {
  const overlay: Overlay = { close, left: false };
  registry.push(overlay);
  changed();
  return () => {
    const at = registry.indexOf(overlay);
    if (at < 0) return;
    registry.splice(at, 1);
    changed();
  };
}

/** For an overlay drawn by a component of ours: open while `open` is true; back calls `close`. */
export function useBackCloses(open: boolean, close: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => (open ? openOverlay(() => latest.current()) : undefined), [open]);
}

/** antd-mobile's open overlays: the bodies of its popups and centred popups (the focus keeper's list too). */
const ANTD_OPEN = '.adm-popup-body, .adm-center-popup-body';
const shown = (el: Element) => el.isConnected && !el.closest('[style*="display: none"]') && !el.closest('[hidden]');
const antd = new Map<Element, Overlay>();

/** Closes one of antd-mobile's the way a player would dismiss it: a dialog as "cancel", a sheet by its mask. */
function closeAntd(body: Element): void {
  if (body.closest('.adm-dialog, .adm-modal')) {
    const close = body.querySelector<HTMLElement>('.adm-center-popup-close');
    if (close) close.click();
    else void closeDialogs();
    return;
  }
  const popup = body.closest('.adm-popup, .adm-center-popup');
  const mask = popup?.querySelector<HTMLElement>(':scope > .adm-mask');
  const closeIcon = body.querySelector<HTMLElement>('.adm-popup-close-icon');
  (mask ?? closeIcon)?.click();
}

/** Brings antd-mobile's entries of the registry in line with what the page shows (without reacting to it). */
function findAntd(): void {
  for (const [el, overlay] of antd) {
    if (shown(el)) continue;
    antd.delete(el);
    registry.splice(registry.indexOf(overlay), 1);
  }
  for (const el of document.querySelectorAll(ANTD_OPEN)) {
    if (antd.has(el) || !shown(el)) continue;
    const overlay: Overlay = { close: () => closeAntd(el), left: false };
    antd.set(el, overlay);
    registry.push(overlay);
  }
}

const active = () => registry.filter((overlay) => !overlay.left);

const GUARD = 'appOverlayGuard';
type GuardState = Record<string, unknown> & { [GUARD]?: true };
const onGuard = () => (window.history.state as GuardState | null)?.[GUARD] === true;

/** Installs the mechanism; answers how to remove it. */
export function installBackClosesOverlays(): () => void {
  let guarded = false; // our entry is on the history stack, for the overlays open now
  let swallowNextPop = false; // we took our entry off ourselves: the router must not hear of it
  let below = ''; // the state of the entry under ours: where a back from ours lands
  let belowAddress = ''; // and its address
  let nextSync: number | undefined; // a look again once a closing overlay has gone (cancelled on removal)

  /** The app is on another entry than the one ours guarded: what is open now closes without touching history. */
  const leave = () => {
    for (const overlay of registry) overlay.left = true;
    guarded = false;
  };

  const sync = () => {
    findAntd();
    // Ours was replaced or left behind by the router (a dialog's action moved on): not ours to take off any more.
    if (guarded && !onGuard()) leave();
    const open = active().length > 0;
    if (open && !guarded) {
      guarded = true;
      below = JSON.stringify(window.history.state);
      belowAddress = window.location.href;
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
      // Our own back, landed on the entry under ours: nothing for the router. Anything else is an address changed
      // while ours was being taken off (a deep link or a typed address as a sheet closed, which cancels that back):
      // the router must hear it, or the screen stays behind the address.
      if (JSON.stringify(window.history.state) === below && window.location.href === belowAddress) {
        event.stopImmediatePropagation();
        return;
      }
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
    active().at(-1)?.close();
    // Several overlays stacked: the next one down gets an entry of its own once this one has gone.
    nextSync = window.setTimeout(sync, 400);
  };

  const observer = new MutationObserver(sync);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  window.addEventListener('popstate', onPop, true);
  changed = sync;
  sync(); // an overlay of ours open before the mechanism was installed
  return () => {
    changed = () => undefined;
    window.clearTimeout(nextSync);
    observer.disconnect();
    window.removeEventListener('popstate', onPop, true);
  };
}
