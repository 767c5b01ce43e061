// Keyboard and screen-reader users stay inside an open dialog or bottom sheet: Tab cycles within the topmost one, and
// focus that lands behind it (a tap, a stray script) comes back into it. One listener pair for every antd-mobile
// Dialog, Popup, ActionSheet and picker, and any element of ours marked as a modal dialog.
const OPEN = '.adm-popup-body, .adm-center-popup-body, [aria-modal="true"]';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const shown = (el: HTMLElement) => !el.closest('[style*="display: none"]') && !el.closest('[hidden]');

/** Sliding in or out (antd-mobile turns pointer events off meanwhile): a sheet on its way out must not hold focus. */
const settled = (el: HTMLElement) => !el.closest('[style*="pointer-events: none"]');

function topmost(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>(OPEN)].filter((el) => shown(el) && settled(el));
  return open[open.length - 1] ?? null;
}

const focusables = (box: HTMLElement) => [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(shown);

function focusInto(box: HTMLElement, last = false): void {
  const list = focusables(box);
  const target = last ? list[list.length - 1] : list[0];
  if (target) target.focus();
  else {
    box.tabIndex = -1;
    box.focus();
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const box = topmost();
  if (!box) return;
  const list = focusables(box);
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && box.contains(active);
  const atEdge = event.shiftKey ? active === list[0] : active === list[list.length - 1];
  if (!inside || atEdge || list.length === 0) {
    event.preventDefault();
    focusInto(box, event.shiftKey);
  }
}

function onFocusIn(event: FocusEvent): void {
  const box = topmost();
  if (box && event.target instanceof Node && !box.contains(event.target)) focusInto(box);
}

/** Installs the keeper; answers how to remove it. */
export function installFocusKeeper(): () => void {
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
  };
}
