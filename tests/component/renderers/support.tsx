// Shared pieces of the renderer tests: a records endpoint served page by page, and layout jsdom lacks.
import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { mswServer } from '../../setup/msw';
import { apiUrl } from '../harness';

export interface RecordRow {
  out_trade_no: string;
  amount: string;
  pay_way: string;
  type: 1 | 2 | 3 | 4;
  state: 0 | 1 | 2 | 3;
  created_at: string;
}

export const row = (no: string): RecordRow => ({ out_trade_no: no, amount: '100.00', pay_way: 'usdt', type: 1, state: 2, created_at: '2025-01-01 12:00:00' });

export interface RecordsBody {
  page?: number;
  date?: number;
  type?: number;
  api_type?: string;
}

/**
 * Serves /api/gettransrecord: `answer` gives the rows of each asked page (or a Response to fail with). Returns the
 * bodies received, in order.
 */
export function serveRecords(answer: (body: RecordsBody, call: number) => { rows: RecordRow[]; lastPage: number; total?: number } | Response) {
  const bodies: RecordsBody[] = [];
  mswServer.use(
    http.post(apiUrl('/api/gettransrecord'), async ({ request }) => {
      const body = (await request.json()) as RecordsBody;
      bodies.push(body);
      const result = answer(body, bodies.length);
      if (result instanceof Response) return result;
      const page = body.page ?? 1;
      const data = { data: result.rows, total: result.total ?? result.rows.length * result.lastPage, last_page: result.lastPage, current_page: page, per_page: 10 };
      return HttpResponse.json({ code: 200, message: 'ok', data });
    }),
  );
  return bodies;
}

export const businessError = (message: string) => HttpResponse.json({ code: 500, message, data: null }, { status: 500 });

/**
 * jsdom has no layout: every element's offsetParent is null, so antd-mobile's InfiniteScroll thinks it is hidden
 * and never loads. With an offsetParent (and jsdom's all-zero rects) its footer sits inside the viewport, as on a
 * short page, so it asks for the next page whenever it may. window.scrollTo is not implemented either.
 */
export function withLayoutForInfiniteScroll() {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
}

/**
 * What antd-mobile's gestures (pull to refresh, drop-downs) need from jsdom: pointer capture, which jsdom lacks;
 * `window instanceof Window`, false in Vitest's jsdom, which makes PullToRefresh's search for scrolled parents loop
 * forever; and its px tester's size (it measures CSS px through an element, 0 high in jsdom, so every pull distance
 * would count as 0).
 */
export function withGestures() {
  const proto = Element.prototype as Partial<Pick<Element, 'setPointerCapture' | 'releasePointerCapture' | 'hasPointerCapture'>>;
  beforeEach(() => {
    proto.setPointerCapture ??= () => undefined;
    proto.releasePointerCapture ??= () => undefined;
    proto.hasPointerCapture ??= () => false;
    vi.stubGlobal('Window', { [Symbol.hasInstance]: (value: unknown) => value === window });
    const measure = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (!this.classList.contains('adm-px-tester')) return measure.call(this);
      return new DOMRect(0, 0, 0, Number(this.style.getPropertyValue('--size')));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/**
 * A finger pulling the page down by `distance` px from `target` and letting go. jsdom has touch events but no Touch
 * objects, so the touch lists are attached by hand, as PullRefresh reads them.
 */
export function pullDown(target: Element, distance: number) {
  const touch = (type: string, y: number) => {
    const point = { identifier: 1, target, clientX: 100, clientY: y, pageX: 100, pageY: y, screenX: 100, screenY: y };
    const event = new TouchEvent(type, { bubbles: true, cancelable: true });
    const active = type === 'touchend' ? [] : [point];
    for (const [name, list] of [['touches', active], ['targetTouches', active], ['changedTouches', [point]]] as const) {
      Object.defineProperty(event, name, { value: list });
    }
    fireEvent(target, event);
  };
  touch('touchstart', 10);
  for (let y = 30; y <= 10 + distance; y += 20) touch('touchmove', y);
  touch('touchend', 10 + distance);
}
