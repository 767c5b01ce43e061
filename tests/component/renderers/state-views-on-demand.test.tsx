// The failed and empty states' views (antd-mobile's ErrorBlock and its pictures) load only when a screen shows one: a
// list with rows paints without them, so its first paint does not wait for their code.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import common from '../../../locales/zh-CN/common.json';
import renderers from '../../../locales/zh-CN/renderers.json';
import { client, fetchData } from '../../../src/api/client';
import type { components } from '../../../core/schema';
import { defineList } from '../../../src/renderers/list';
import { renderWithApp } from '../harness';
import { businessError, row, serveRecords, withLayoutForInfiniteScroll } from './support';

const views = vi.hoisted(() => ({ loaded: false }));
vi.mock('../../../src/renderers/states/StateBlocks', async (importOriginal) => {
  views.loaded = true;
  return importOriginal();
});

const RecordsScreen = defineList<components['schemas']['TransRecordPage']>({
  queryKey: ['stateViewsTest', 'records'],
  fetchPage: ({ page, signal }) => fetchData(client.POST('/api/gettransrecord', { body: { page, type: 1 }, signal })),
  row: { fields: [{ value: 'out_trade_no' }] },
  itemKey: (item) => item.out_trade_no,
});

describe('the failed and empty views', () => {
  withLayoutForInfiniteScroll();

  it('are not loaded for a list that has rows', async () => {
    serveRecords(() => ({ rows: [row('first-row')], lastPage: 1 }));
    renderWithApp(<RecordsScreen />);
    expect(await screen.findByText('first-row')).toBeInTheDocument();
    expect(await screen.findByText(common.noMore)).toBeInTheDocument();
    expect(views.loaded).toBe(false);
  });

  it('load when the list is empty, and show its text', async () => {
    serveRecords(() => ({ rows: [], lastPage: 1, total: 0 }));
    renderWithApp(<RecordsScreen />);
    expect(await screen.findByText(common.empty)).toBeInTheDocument();
    expect(views.loaded).toBe(true);
  });

  it('show the failure with its retry when the first page fails', async () => {
    serveRecords(() => businessError('down'));
    renderWithApp(<RecordsScreen />);
    expect(await screen.findByText(renderers.loadFailed.title, {})).toBeInTheDocument();
    expect(screen.getByRole('button', { name: common.retry })).toBeInTheDocument();
  });
});
