// The line check page (线路检测) in the app: reached from a screen whose call got no answer (切换线路), it lists the
// lines with their delays, marks the one in use and switches on a tap. Words from the locale files, the route from the
// registry.
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import errors from '../../locales/zh-CN/errors.json';
import lines from '../../locales/zh-CN/lines.json';
import { screens } from '../../screens.config';
import { acceptList, currentLine, moveTo, resetLinesForTest } from '../../src/api/lines/state';
import { mswServer } from '../setup/msw';
import { appInfo, renderApp, serveAppInfo } from './appHarness';
import { apiUrl } from './harness';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const LINES_PATH = screens.find((s) => s.titleKey === 'nav:titles.lines')!.path;
const SECOND = 'http://line2.test';
const list = { lines: [{ api: '', socket: '' }, { api: SECOND, socket: '' }] };
const lineWord = (n: number) => lines.line.replace('{{n}}', String(n));

beforeEach(() => {
  localStorage.clear();
  resetLinesForTest();
  serveAppInfo();
  for (const origin of [window.location.origin, SECOND]) {
    mswServer.use(http.get(`${origin}/api/lines`, () => HttpResponse.json({ code: 200, message: 'ok', data: list })));
  }
});

describe('the line check page', () => {
  it('is offered beside the words of a call that got no answer', { timeout: 20_000 }, async () => {
    mswServer.use(http.post(apiUrl('/api/noticeList'), () => HttpResponse.error()));
    renderApp({ at: '/message' });
    const link = await screen.findByRole('button', { name: errors.switchLine }, { timeout: 15_000 });
    expect(screen.getAllByText(errors.network)[0]).toBeVisible();
    await userEvent.click(link);
    expect(await screen.findByText(lines.hint)).toBeVisible();
  });

  it('lists the lines with their delays, marks the one in use, and switches on a tap', async () => {
    renderApp({ at: LINES_PATH });
    const second = (await screen.findByText(lineWord(2))).closest('li')!;
    const first = screen.getByText(lineWord(1)).closest('li')!;
    await waitFor(() => expect(within(second).getByText(/^\d+ms$/)).toBeVisible());
    expect(within(first).getByText(lines.inUse)).toBeVisible();
    await userEvent.click(within(second).getByRole('button', { name: lines.switch }));
    expect(within(second).getByText(lines.inUse)).toBeVisible();
    expect(currentLine().api).toBe(SECOND);
    expect(screen.getByRole('button', { name: lines.retest })).toBeVisible();
  });
});

describe('the line check page when no line answers', () => {
  it('says why in the words of the failure with its retry, offers no way to itself, and shows the lines once one answers', async () => {
    let down = true;
    for (const origin of [window.location.origin, SECOND]) {
      mswServer.use(
        http.get(`${origin}/api/lines`, () => (down ? HttpResponse.error() : HttpResponse.json({ code: 200, message: 'ok', data: list }))),
      );
    }
    renderApp({ at: LINES_PATH });
    expect(await screen.findByText(errors.network)).toBeVisible();
    expect(screen.queryByRole('button', { name: errors.switchLine })).toBeNull();
    expect(screen.queryByRole('button', { name: lines.retest })).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    await waitFor(() => expect(screen.queryByText(errors.network)).toBeNull());
    expect(screen.getByRole('button', { name: lines.retest })).toBeVisible();
  });
});

describe('a page the server names by its path', () => {
  it('loads from the line in use, not from the built first line that may be blocked', async () => {
    acceptList(list.lines);
    moveTo(SECOND, true);
    const SERVICE_PAGE = '/files/pages/service.html';
    mswServer.use(
      http.post(`${SECOND}/api/app`, () => HttpResponse.json({ code: 200, message: 'ok', data: appInfo })),
      http.post(`${SECOND}/api/getservicerurl`, () => HttpResponse.json({ code: 200, message: 'ok', data: { url: SERVICE_PAGE } })),
    );
    const KEFU = screens.find((s) => s.path === '/kefu')!.path;
    renderApp({ at: KEFU });
    await waitFor(() => expect(document.querySelector('iframe')?.src).toBe(`${SECOND}${SERVICE_PAGE}`));
  });
});
