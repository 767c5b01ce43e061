// The phone's back button and overlays: an overlay's own history entry, taken off when it closes, must never leave
// the address saying one screen while the router shows another. (That a dialog's action navigating at once keeps its
// address needs a browser's own history: tests/e2e/session.spec.ts logs out through the dialog and then moves on.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBackClosesOverlays, openOverlay } from '../../src/kit/backClosesOverlays';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function openDialog(): HTMLElement {
  const body = document.createElement('div');
  body.className = 'adm-center-popup-body';
  document.body.append(body);
  return body;
}

let remove: () => void;
let routerHeard: string[];
const router = () => routerHeard.push(window.location.hash);

beforeEach(() => {
  window.history.replaceState({ key: 'screen' }, '', '#/userCent');
  routerHeard = [];
  remove = installBackClosesOverlays();
  window.addEventListener('popstate', router);
});
afterEach(() => {
  remove();
  window.removeEventListener('popstate', router);
  document.body.replaceChildren();
});

describe('back closes overlays', () => {
  it('takes its entry off quietly when an overlay closes by its own button', async () => {
    const dialog = openDialog();
    await settle();
    const depth = window.history.length;
    dialog.remove();
    await settle();
    expect(window.location.hash).toBe('#/userCent');
    expect(window.history.state).toEqual({ key: 'screen' });
    expect(window.history.length).toBe(depth);
    expect(routerHeard).toEqual([]);
  });

  it('lets the router hear an address changed while its entry is being taken off: the screen follows the address', async () => {
    const dialog = openDialog();
    await settle();
    // The back that takes the entry off never lands: a new address came first (a deep link, an address typed as the
    // bet panel closed), and the browser dropped the back for it.
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    dialog.remove();
    await settle();
    expect(back).toHaveBeenCalledOnce();
    back.mockRestore();
    window.history.pushState(null, '', '#/betRecord');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(routerHeard).toEqual(['#/betRecord']);
  });

  it('closes an overlay of ours that registered itself, and the router hears nothing', async () => {
    const closed: string[] = [];
    const taken = openOverlay(() => {
      closed.push('drawer');
      taken();
    });
    await settle();
    expect(window.history.state).toMatchObject({ key: 'screen', appOverlayGuard: true });
    window.history.back();
    await settle();
    expect(closed).toEqual(['drawer']);
    expect(window.location.hash).toBe('#/userCent');
    expect(window.history.state).toEqual({ key: 'screen' });
    expect(routerHeard).toEqual([]);
  });
});
