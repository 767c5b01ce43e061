// A list's rows are what its declaration says: /transRecord drawn as declared shows each record's number, type,
// method, signed amount and state; the same declaration without its number field shows the rest and no number.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import records from '../../../locales/zh-CN/records.json';
import TransRecordScreen from '../../../src/features/records/TransRecordScreen';
import type { RowLine } from '../../../src/renderers/list';
import { ListScreen } from '../../../src/renderers/list';
import { mswServer } from '../../setup/msw';
import { apiUrl, renderWithApp } from '../harness';
import { venues } from '../wallet-support';
import { row, serveRecords } from './support';

type Item = Parameters<typeof TransRecordScreen.declaration.itemKey>[0];
const declared = TransRecordScreen.declaration;
const deposit = { ...row('D2025010112000001'), pay_way: 'bank', amount: '300.00', state: 2 as const };

/** The declaration's lines with every field showing `path` taken out. */
const without = (path: keyof Item): RowLine<Item>[] =>
  (declared.row.fields ?? []).map((line) => (Array.isArray(line) ? (line as RowLine<Item>[]).filter((field) => !('value' in field) || field.value !== path) : line) as RowLine<Item>);

function serve() {
  mswServer.use(http.post(apiUrl('/api/balancelist'), () => HttpResponse.json({ code: 200, message: 'ok', data: venues })));
  serveRecords(() => ({ rows: [deposit], lastPage: 1 }));
}

describe('declared rows', () => {
  it('draws each declared field of a record', async () => {
    serve();
    renderWithApp(<TransRecordScreen />);
    expect(await screen.findByText(deposit.out_trade_no)).toBeInTheDocument();
    expect(screen.getByText(records.types['1'], { selector: '.list-row-value *' })).toBeInTheDocument();
    expect(screen.getByText(records.methods.bank)).toBeInTheDocument();
    expect(screen.getByText('+300.00')).toHaveClass('field-gain');
    expect(screen.getByText(records.states.approved)).toHaveClass('field-badge');
  });

  it('shows no number once the declaration drops that field, and the rest as before', async () => {
    serve();
    renderWithApp(<ListScreen declaration={{ ...declared, row: { ...declared.row, fields: without('out_trade_no') } }} />);
    expect(await screen.findByText('+300.00')).toBeInTheDocument();
    expect(screen.getByText(records.states.approved)).toBeInTheDocument();
    expect(screen.queryByText(deposit.out_trade_no)).not.toBeInTheDocument();
  });
});
