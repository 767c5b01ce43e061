// Declared fields as a player reads them, in both renderers: money, Beijing time, masked numbers, status badges,
// copy buttons, pictures and server HTML; menus, frames and rows declared the same way.
import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import commonWords from '../../../locales/zh-CN/common.json';
import renderersWords from '../../../locales/zh-CN/renderers.json';
import { registerNamespace } from '../../../src/kit/i18n';
import { tokenStore } from '../../../src/session/tokenStore';
import { defineDetail } from '../../../src/renderers/detail';
import { formatAmount, formatDateTime } from '../../../src/lib/format';
import { maskNumber } from '../../../src/renderers/fields';
import { defineList, onePage, type Page } from '../../../src/renderers/list';
import { renderWithApp } from '../harness';

const words = {
  amount: '金额',
  time: '时间',
  card: '卡号',
  state: '状态',
  order: '订单号',
  qr: '收款码',
  pending: '待审核',
  done: '已完成',
  help: '帮助',
  home: '大厅',
  away: '外站',
  service: '客服',
  remove: '删除',
  removeSure: '确定要删除 {{number}} 吗？',
  day: '日期',
  total: '合计',
  emptyA: 'A 类暂无',
  emptyB: 'B 类暂无',
  tabA: 'A 类',
  tabB: 'B 类',
  add: '添加一个',
  limit: '最多{{max}}个',
  running: '还剩 {{time}}',
  over: '已过期',
  loginFirst: '请先登录',
  login: '去登录',
  method: '方式',
  usdt: '泰达币',
  records: '记录',
};
registerNamespace('fieldsTest', words);
const w = (key: keyof typeof words) => `fieldsTest:${key}`;

interface Order {
  amount: string;
  created_at: string;
  card: string;
  state: number;
  no: string;
  qr: string;
  note: string;
}

const order: Order = {
  amount: '100.1',
  created_at: '2025-01-02T03:04:05',
  card: '6222020202020201234',
  state: 1,
  no: 'D20250102001',
  qr: '/files/qr.png',
  note: '<p>请按时付款</p><script>window.__pwned = true</script>',
};

const itemQuery = <T,>(key: string, item: T) => queryOptions({ queryKey: ['fieldsTest', key], queryFn: () => Promise.resolve(item) });

const OrderScreen = defineDetail({
  query: () => itemQuery('order', order),
  fields: [
    { labelKey: w('amount'), value: 'amount', format: 'money' },
    { labelKey: w('time'), value: 'created_at', format: 'time' },
    { labelKey: w('card'), value: 'card', format: 'masked' },
    { labelKey: w('state'), value: 'state', format: { badge: { 1: { labelKey: w('pending'), tone: 'warning' }, 2: { labelKey: w('done'), tone: 'success' } } } },
    { labelKey: w('order'), value: 'no', copy: true },
    { labelKey: w('qr'), value: 'qr', format: { image: { width: 180, height: 180 } } },
    { value: 'note', format: 'html' },
  ],
});

describe('field formats', () => {
  // jsdom's page is not a secure context, where a browser's localhost page is: the Clipboard API is offered there.
  beforeEach(() => Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true }));
  afterEach(() => Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true }));

  it('writes money with two places, times in Beijing time, and only the last four of a number', () => {
    expect(formatAmount('100.1', 'zh-CN')).toBe('100.10');
    expect(formatAmount('-5', 'zh-CN')).toBe('-5.00');
    expect(formatAmount('n/a', 'zh-CN')).toBe('n/a');
    expect(formatDateTime('2025-01-02T03:04:05', 'zh-CN')).toBe('2025-01-02 03:04:05');
    expect(formatDateTime(0, 'zh-CN')).toBe('1970-01-01 08:00:00');
    expect(maskNumber('6222020202020201234')).toBe('**** 1234');
    expect(maskNumber('**** **** **** 0010')).toBe('**** **** **** 0010');
    expect(maskNumber('6222****3445')).toBe('**** 3445'); // a server that masks less: still only the last four
  });

  it('shows each declared format on a detail page', async () => {
    const user = userEvent.setup();
    renderWithApp(<OrderScreen />);
    const row = async (label: string) => (await screen.findByText(label)).closest('div')!;
    expect(await row(words.amount)).toHaveTextContent('100.10');
    expect(await row(words.time)).toHaveTextContent('2025-01-02 03:04:05');
    expect(await row(words.card)).toHaveTextContent('**** 1234');
    expect(await row(words.card)).not.toHaveTextContent('62220202');
    expect(within(await row(words.state)).getByText(words.pending)).toHaveClass('field-badge-warning');
    expect(screen.getByRole('img', { name: words.qr })).toHaveAttribute('src', '/files/qr.png');
    // HTML values wait for the sanitizer's chunk (FieldValue loads it lazily), and never show unsanitized meanwhile.
    expect(await screen.findByText('请按时付款')).toBeInTheDocument();
    expect(document.querySelector('.detail-screen script')).toBeNull();

    await user.click(screen.getByRole('button', { name: renderersWords.copy.label.replace('{{label}}', words.order) }));
    expect(await screen.findByText(renderersWords.copy.done, { selector: '.adm-toast-main *, .adm-toast-main' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(order.no);
  });
});

describe('detail entries and frames', () => {
  it('opens an entry\'s in-app path, and leaves an outside one alone', async () => {
    const Menu = defineDetail({
      groups: [
        {
          key: 'menu',
          fields: [
            { labelKey: w('help'), to: '/help' },
            { labelKey: w('away'), to: 'https://elsewhere.example/' },
          ],
        },
      ],
    });
    const app = renderWithApp(<Menu />, { at: '/menu', routes: [{ path: '/help', element: <p>{words.help}!</p> }] });
    await userEvent.click(await screen.findByText(words.away));
    expect(app.history.location.pathname).toBe('/menu');
    await userEvent.click(screen.getByText(words.help));
    await waitFor(() => expect(app.history.location.pathname).toBe('/help'));
  });

  it('embeds a page in a sandboxed frame, and the fallback\'s page when the lookup fails', async () => {
    const Service = defineDetail({
      query: () => queryOptions({ queryKey: ['fieldsTest', 'frame'], queryFn: (): Promise<{ url: string }> => Promise.reject(new Error('down')), meta: { silent: true } }),
      fallback: () => ({ url: 'https://help.example/chat' }),
      frame: { url: (answer) => answer.url, titleKey: w('service') },
    });
    renderWithApp(<Service />);
    const frame = await screen.findByTitle(words.service);
    expect(frame).toHaveAttribute('src', 'https://help.example/chat');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(screen.getByText(renderersWords.frame.loading)).toBeInTheDocument();
  });
});

interface Row {
  id: number;
  day: string;
  amount: string;
  state: number;
  card: string;
}

const rows: Row[] = [
  { id: 1, day: '2025-01-02', amount: '10', state: 2, card: '6222000011112222' },
  { id: 2, day: '2025-01-02', amount: '20.5', state: 1, card: '6222000011113333' },
  { id: 3, day: '2025-01-01', amount: '30', state: 2, card: '6222000011114444' },
];

describe('declared list rows', () => {
  it('draws rows from fields under their day, with a summary, a confirmed action, tabs and a capped add entry', async () => {
    const removed: number[] = [];
    const asked: number[] = [];
    let held = [...rows];
    const List = defineList<Page<Row> & { sum: string }, 1 | 2>({
      queryKey: ['fieldsTest', 'rows'],
      fetchPage: async ({ filters }) => {
        asked.push(filters.type);
        const page = await onePage<Row, 1 | 2>(() => Promise.resolve(filters.type === 1 ? held : []))({ page: 1, filters, signal: new AbortController().signal });
        return { ...page, sum: '60.5' };
      },
      allAtOnce: true,
      itemKey: (row) => row.id,
      filters: { type: { options: [{ value: 1, labelKey: w('tabA') }, { value: 2, labelKey: w('tabB') }], default: 1, tabs: { param: 'tab' } } },
      groupBy: { value: 'day' },
      summaryFields: [{ labelKey: w('total'), value: 'sum', format: 'money' }],
      row: {
        fields: [
          { value: 'amount', format: 'money' },
          { labelKey: w('card'), value: 'card', format: 'masked' },
          { value: 'state', format: { badge: { 1: { labelKey: w('pending'), tone: 'warning' }, 2: { labelKey: w('done'), tone: 'success' } } } },
        ],
        actions: [
          {
            labelKey: w('remove'),
            icon: '×',
            confirm: (row) => ({ key: w('removeSure'), values: { number: maskNumber(row.card) } }),
            run: async (row) => {
              removed.push(row.id);
              held = held.filter((r) => r.id !== row.id);
            },
          },
        ],
      },
      emptyKey: (filters) => (filters.type === 1 ? w('emptyA') : w('emptyB')),
      add: { labelKey: () => w('add'), to: () => '/add', max: 3, limitKey: w('limit') },
    });
    const app = renderWithApp(<List />, { at: '/rows' });

    expect(await screen.findByText('20.50')).toBeInTheDocument();
    expect(screen.getByText('**** 3333')).toBeInTheDocument();
    expect(screen.getAllByText(words.pending)).toHaveLength(1);
    const headings = [...document.querySelectorAll('.list-screen-group')].map((h) => h.textContent);
    expect(headings).toEqual(['2025-01-02', '2025-01-01']);
    expect(screen.getByText(words.total).closest('div')).toHaveTextContent('60.50');
    expect(screen.getByText(words.limit.replace('{{max}}', '3'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.add })).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: words.remove })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定要删除 **** 2222 吗？');
    // The dialog is still fading in (pointer-events: none) when jsdom's instant clicks arrive.
    const tap = userEvent.setup({ pointerEventsCheck: 0 });
    await tap.click(within(dialog).getByRole('button', { name: commonWords.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { name: words.remove })[0]!);
    await tap.click(within(await screen.findByRole('dialog')).getByRole('button', { name: commonWords.confirm }));
    await waitFor(() => expect(removed).toEqual([1]));
    expect(await screen.findByRole('button', { name: new RegExp(words.add) })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: words.tabB }));
    expect(await screen.findByText(words.emptyB)).toBeInTheDocument();
    expect(app.history.location.search).toBe('?tab=2');
    expect(asked).toContain(2);
  });
});

describe('detail pages for members', () => {
  const Deposit = defineDetail({
    query: () => itemQuery('deposit', { left: 90_000, method: 'usdt' }),
    visitor: { titleKey: w('loginFirst'), actionKey: w('login') },
    hero: [{ key: 'left', value: 'left', format: { countdown: { runningKey: w('running'), overKey: w('over') } } }],
    fields: [{ labelKey: w('method'), value: 'method', format: { words: { usdt: w('usdt') } } }],
    links: [{ labelKey: w('records'), to: '/records', primary: true }],
  });

  afterEach(() => tokenStore.set(null));

  it('asks a visitor to log in, and brings them back', async () => {
    const app = renderWithApp(<Deposit />, { at: '/deposit?no=1', routes: [{ path: '/login', element: <p>login</p> }] });
    await userEvent.click(await screen.findByRole('button', { name: words.login }));
    expect(screen.getByText('login')).toBeInTheDocument();
    expect(app.history.location.search).toContain(encodeURIComponent('/deposit?no=1'));
  });

  it('counts down from the answer, names a value in words, and links on', async () => {
    tokenStore.set('member-token');
    const app = renderWithApp(<Deposit />, { at: '/deposit', routes: [{ path: '/records', element: <p>records</p> }] });
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^还剩 01:(30|29)$/);
    await waitFor(() => expect(timer.textContent).toMatch(/^还剩 01:(29|28)$/), { timeout: 2_500 });
    expect(screen.getByText(words.method).closest('div')).toHaveTextContent(words.usdt);
    await userEvent.click(screen.getByRole('button', { name: words.records }));
    await waitFor(() => expect(app.history.location.pathname).toBe('/records'));
  });
});
