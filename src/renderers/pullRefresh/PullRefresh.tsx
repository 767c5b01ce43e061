// Pull to refresh for every list-like screen, with the words from the locale (an operator can reword them).
// Our own rather than antd-mobile's, which brings react-spring and use-gesture (~24 KB gzip, a dozen requests over
// HTTP/1.1) to every list's first paint. It behaves the same: pulled from the top past the threshold and let go, it
// refreshes with its status line showing, says so when done, then closes. The finger's pull is damped as antd-mobile
// damps it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../kit/states.css';

/** The status line's height while refreshing. */
const HEAD_PX = 40;
/** Pulled further than this, letting go refreshes. */
const THRESHOLD_PX = 60;
/** How far the head can open: the pull is damped towards it. */
const MAX_PX = HEAD_PX * 5;
/** How long "done" stays before the head closes. */
const COMPLETE_MS = 500;

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

const WORDS: Record<Status, string> = {
  pulling: 'common:pullToRefresh.pull',
  canRelease: 'common:pullToRefresh.canRelease',
  refreshing: 'common:pullToRefresh.refreshing',
  complete: 'common:pullToRefresh.complete',
};

/** The head's height for a finger's pull: it follows less the further it goes. */
export const dampedPull = (distance: number): number => (distance <= 0 ? 0 : (distance * MAX_PX * 0.5) / (MAX_PX + 0.5 * distance));

/** Whether the page, or anything scrolled between the finger and this list, is not at its top. */
function scrolledFromTop(target: EventTarget | null, root: HTMLElement): boolean {
  if (window.scrollY > 0) return true;
  for (let node = target instanceof Element ? target : null; node && node !== root; node = node.parentElement) {
    if (node.scrollTop > 0) return true;
  }
  return false;
}

export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  const [status, setStatus] = useState<Status>('pulling');

  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const element = root.current!;
    const headElement = head.current!;
    let startY: number | null = null;
    let startX = 0;
    let height = 0;
    let busy = false;
    let mounted = true;
    // The height is set on the element, not in React state: a pull moves it on every touchmove.
    const open = (px: number, animate: boolean) => {
      height = px;
      headElement.classList.toggle('app-pull-refresh-dragging', !animate);
      headElement.style.height = `${px}px`;
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = !busy && touch && event.touches.length === 1 && !scrolledFromTop(event.target, element) ? touch.clientY : null;
      startX = touch?.clientX ?? 0;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const pulled = event.touches[0]!.clientY - startY;
      if (height === 0) {
        // A finger going up scrolls the page as usual, and one going sideways (a row that scrolls) is not a pull:
        // either way this touch is the page's to the end.
        if (pulled === 0) return;
        if (pulled < 0 || Math.abs(event.touches[0]!.clientX - startX) > pulled) {
          startY = null;
          return;
        }
      }
      // The page (and the browser's own pull-to-reload) stays still while the list is being pulled.
      if (event.cancelable) event.preventDefault();
      open(dampedPull(pulled), false);
      setStatus(height > THRESHOLD_PX ? 'canRelease' : 'pulling');
    };
    const onEnd = async () => {
      if (startY === null) return;
      startY = null;
      if (height <= THRESHOLD_PX) {
        open(0, true);
        return;
      }
      busy = true;
      open(HEAD_PX, true);
      setStatus('refreshing');
      try {
        await refresh.current();
        if (mounted) setStatus('complete');
        await new Promise((resolve) => setTimeout(resolve, COMPLETE_MS));
      } catch {
        // The list shows a failed refresh itself.
      }
      busy = false;
      if (mounted) open(0, true);
    };
    const onClosed = () => {
      if (height === 0 && !busy) setStatus('pulling');
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    const onLetGo = () => void onEnd();
    element.addEventListener('touchend', onLetGo);
    element.addEventListener('touchcancel', onLetGo);
    headElement.addEventListener('transitionend', onClosed);
    return () => {
      mounted = false;
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onLetGo);
      element.removeEventListener('touchcancel', onLetGo);
      headElement.removeEventListener('transitionend', onClosed);
    };
  }, []);

  return (
    <div ref={root} className="app-pull-refresh">
      <div ref={head} className="app-pull-refresh-head">
        <div className="app-pull-refresh-status" style={{ height: HEAD_PX }}>
          {t(WORDS[status])}
        </div>
      </div>
      {children}
    </div>
  );
}
