// The list renderer as a player meets it: rows page by page, the end, the empty state, filters, failures.
import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/zh-CN/common.json';
import renderers from '../../../locales/zh-CN/renderers.json';
import { client, fetchData } from '../../../src/api/client';
import { registerNamespace } from '../../../src/kit/i18n';
import type { components } from '../../../core/schema';
import { defineList } from '../../../src/renderers/list';
import { renderWithApp } from '../harness';
import { businessError, pullDown, row, serveRecords, withLayoutForInfiniteScroll, withGestures } from './support';

type RecordPage = components['schemas']['TransRecordPage'];

/** The total above the rows, from the first page (the declaration's summary). */
const Total = ({ page }: { page: RecordPage }) => <p>{`共 ${page.total} 笔`}</p>;

registerNamespace('listTest', { deposit: '存款', withdrawal: '取款', total: '合计 {{count}} 笔' });

const platforms = queryOptions({
  queryKey: ['listTest', 'platforms'],
  queryFn: async () => [
    { value: 'AG', label: 'AG视讯' },
    { value: 'BBIN', label: 'BBIN电子' },
  ],
});

const RecordsScreen = defineList<RecordPage, 1 | 2 | 3 | 4, string[]>({
  queryKey: ['listTest', 'records'],
  filters: {
    date: true,
    type: { options: [{ value: 1, labelKey: 'listTest:deposit' }, { value: 2, labelKey: 'listTest:withdrawal' }], default: 1 },
    platform: { query: platforms },
  },
  fetchPage: ({ page, filters, signal }) =>
    fetchData(client.POST('/api/gettransrecord', { body: { page, date: filters.date, type: filters.type, api_type: filters.platform }, signal })),
  row: { fields: [{ value: (item) => `单号 ${item.out_trade_no}`, key: 'no' }] },
  itemKey: (item) => item.out_trade_no,
  summary: Total,
});

// antd-mobile animates its drop-down open; the test taps through the animation as a fast finger would.
const user = userEvent.setup({ pointerEventsCheck: 0 });

/** Opens the filter showing `current` and taps `choice` in its panel. */
async function pickFilter(current: string, choice: string) {
  await user.click(await screen.findByText(current, { selector: '.adm-dropdown-item-title-text' })); // the bar comes once the first page is painted
  const panel = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.adm-dropdown-popup .adm-dropdown-item-content:not(.adm-dropdown-item-content-hidden)');
    if (!open) throw new Error('the filter panel is not open');
    return open;
  });
  await user.click(within(panel).getByText(choice));
}

const pageOf = (page: number | undefined, prefix = 'A') => [row(`${prefix}${page ?? 1}-1`), row(`${prefix}${page ?? 1}-2`)];

describe('list renderer', () => {
  withLayoutForInfiniteScroll();
  withGestures();

  it('shows the rows page after page until the last, then says there is no more', async () => {
    const bodies = serveRecords((body) => ({ rows: pageOf(body.page), lastPage: 2 }));
    renderWithApp(<RecordsScreen />);
    expect(await screen.findByText('单号 A1-1')).toBeInTheDocument();
    expect(await screen.findByText('单号 A2-2')).toBeInTheDocument();
    expect(await screen.findByText(common.noMore)).toBeInTheDocument();
    expect(screen.getByText('共 4 笔')).toBeInTheDocument();
    expect(bodies.map((b) => b.page)).toEqual([1, 2]);
    expect(bodies[0]).toEqual({ page: 1, date: 4, type: 1, api_type: '' });
  });

  it('shows the empty text when there are no rows', async () => {
    serveRecords(() => ({ rows: [], lastPage: 1, total: 0 }));
    renderWithApp(<RecordsScreen />);
    expect(await screen.findByText(common.empty)).toBeInTheDocument();
    expect(screen.queryByText(common.noMore)).not.toBeInTheDocument();
  });

  it('asks page 1 again with the new date when the filter changes, and keeps it in the URL', async () => {
    const bodies = serveRecords((body) => ({ rows: pageOf(body.page, `D${body.date}-`), lastPage: 1 }));
    const { history } = renderWithApp(<RecordsScreen />, { at: '/records' });
    expect(await screen.findByText('单号 D4-1-1')).toBeInTheDocument();

    await pickFilter(common.filters.dateCode['4'], common.filters.dateCode['1']);

    expect(await screen.findByText('单号 D1-1-1')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ page: 1, date: 1, type: 1, api_type: '' });
    expect(history.location.search).toBe('?date=1');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('filters by type and platform too', async () => {
    const bodies = serveRecords((body) => ({ rows: pageOf(body.page, `T${body.type}${body.api_type}-`), lastPage: 1 }));
    renderWithApp(<RecordsScreen />);
    expect(await screen.findByText('单号 T1-1-1')).toBeInTheDocument();

    await pickFilter('存款', '取款');
    expect(await screen.findByText('单号 T2-1-1')).toBeInTheDocument();

    await pickFilter(common.filters.allPlatforms, 'BBIN电子');
    expect(await screen.findByText('单号 T2BBIN-1-1')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ page: 1, date: 4, type: 2, api_type: 'BBIN' });
  });

  it('starts from the filters in the URL (what the back button restores)', async () => {
    const bodies = serveRecords((body) => ({ rows: pageOf(body.page), lastPage: 1 }));
    renderWithApp(<RecordsScreen />, { at: '/records?date=2&type=2&platform=AG' });
    expect(await screen.findByText('单号 A1-1')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ page: 1, date: 2, type: 2, api_type: 'AG' });
    // The bar comes after the first page (its code is asked for then), showing the same filters.
    expect(await screen.findByText(common.filters.dateCode['2'])).toBeInTheDocument();
    expect(await screen.findByText('AG视讯')).toBeInTheDocument();
  });

  it('pulled down, asks page 1 again and shows its fresh rows', async () => {
    let round = 'A';
    const bodies = serveRecords((body) => ({ rows: pageOf(body.page, round), lastPage: 2 }));
    renderWithApp(<RecordsScreen />);
    expect(await screen.findByText(common.noMore)).toBeInTheDocument();
    expect(bodies.map((b) => b.page)).toEqual([1, 2]);

    round = 'B';
    pullDown(screen.getByText('单号 A1-1'), 200);
    expect(await screen.findByText('单号 B1-1')).toBeInTheDocument();
    expect(bodies[2]).toEqual({ page: 1, date: 4, type: 1, api_type: '' });
    expect(await screen.findByText('单号 B2-1')).toBeInTheDocument(); // then on from page 1, as when first opened
  });

  it('offers a retry when the first page fails, and the retry loads it', async () => {
    const bodies = serveRecords((body, call) => (call === 1 ? businessError('服务器繁忙') : { rows: pageOf(body.page), lastPage: 1 }));
    renderWithApp(<RecordsScreen />);
    expect(await screen.findByText('服务器繁忙')).toBeInTheDocument(); // the one toast, from the query cache
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('单号 A1-1')).toBeInTheDocument();
    expect(bodies.map((b) => b.page)).toEqual([1, 1]);
  });

  it('offers a retry when a later page fails and asks no more until it is tapped', async () => {
    let failPage2 = true;
    const bodies = serveRecords((body) => (body.page === 2 && failPage2 ? businessError('加载出错') : { rows: pageOf(body.page), lastPage: 2 }));
    renderWithApp(<RecordsScreen />);
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByText('单号 A1-1')).toBeInTheDocument();
    expect(screen.getByText(renderers.loadFailed.title)).toBeInTheDocument();
    // Proving a negative needs time: well past InfiniteScroll's 100 ms throttle, with scrolls that would re-check.
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    window.dispatchEvent(new Event('scroll'));
    expect(bodies.filter((b) => b.page === 2)).toHaveLength(1);

    failPage2 = false;
    await user.click(retry);
    expect(await screen.findByText('单号 A2-1')).toBeInTheDocument();
    expect(await screen.findByText(common.noMore)).toBeInTheDocument();
    expect(bodies.filter((b) => b.page === 2)).toHaveLength(2);
  });

  it.each([
    ['asks page 1 again on each visit when its rows change on the server by themselves', 0, 2],
    ['keeps rows it has just shown when the list does not say so', undefined, 1],
  ])('%s', async (_, staleTime, calls) => {
    const Screen = defineList<RecordPage>({
      queryKey: ['listTest', 'visits', String(staleTime)],
      staleTime,
      fetchPage: ({ page, signal }) => fetchData(client.POST('/api/gettransrecord', { body: { page, date: 4, type: 1 }, signal })),
      row: { fields: [{ value: (item) => `单号 ${item.out_trade_no}`, key: 'no' }] },
      itemKey: (item) => item.out_trade_no,
    });
    const bodies = serveRecords((body) => ({ rows: pageOf(body.page), lastPage: 1 }));
    const { history } = renderWithApp(<Screen />, { path: '/', routes: [{ path: '/away', element: <p>away</p> }] });
    expect(await screen.findByText('单号 A1-1')).toBeInTheDocument();
    history.push('/away');
    expect(await screen.findByText('away')).toBeInTheDocument();
    history.push('/');
    expect(await screen.findByText('单号 A1-1')).toBeInTheDocument();
    await waitFor(() => expect(bodies.filter((b) => b.page === 1)).toHaveLength(calls));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bodies.filter((b) => b.page === 1)).toHaveLength(calls);
  });

  it('draws the declared footer below the rows, outside the pull-to-refresh area', async () => {
    const Screen = defineList({
      queryKey: ['listTest', 'footer'],
      fetchPage: ({ page, signal }) => fetchData(client.POST('/api/gettransrecord', { body: { page, date: 4, type: 1 }, signal })),
      row: { fields: [{ value: (item) => `单号 ${item.out_trade_no}`, key: 'no' }] },
      itemKey: (item) => item.out_trade_no,
      footer: () => <nav aria-label="footer">entries</nav>,
    });
    serveRecords((body) => ({ rows: pageOf(body.page), lastPage: 1 }));
    renderWithApp(<Screen />);
    expect(await screen.findByText('单号 A1-1')).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'footer' });
    expect(footer.closest('.list-screen-body')).toBeNull();
    expect(footer.closest('.list-screen')).not.toBeNull();
  });
});
