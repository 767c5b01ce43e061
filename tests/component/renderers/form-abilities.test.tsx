// What a money form declares beyond its fields, as a player meets it: limits the server gives (a range checked and
// said, a balance filled in, never one kept from an earlier visit), a field that follows another's value, a summary
// of the values as they are typed, a question before sending, going on by the answer, and rules loaded only at the
// first check.
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import common from '../../../locales/zh-CN/common.json';
import { registerNamespace } from '../../../src/kit/i18n';
import { defineForm } from '../../../src/renderers/form';
import { renderWithApp } from '../harness';
import { withGestures } from './support';

registerNamespace('formAbilities', {
  kind: '方式',
  card: '银行卡',
  coin: 'USDT',
  holder: '持卡人',
  chain: '链',
  amount: '金额',
  fillAll: '全部',
  range: '请输入金额在{{min}}-{{max}}之间',
  placeholder: '单笔限额{{min}}-{{max}}',
  twice: '双倍',
  sure: '确定转出{{amount}}？',
  submit: '提交',
  created: '订单已创建',
  noNumber: '订单号缺失',
  quote: '报价',
});

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toastText = () => document.querySelector('.adm-toast-main')?.textContent ?? '';
const amountBox = () => screen.getByRole('textbox', { name: '金额' });

/** A limit's answer the test gives when it likes. */
function heldQuery<T>(key: string) {
  let give!: (value: T) => void;
  const answer = new Promise<T>((resolve) => (give = resolve));
  return { query: queryOptions({ queryKey: ['formAbilities', key], queryFn: () => answer }), give };
}

const values = z.object({ kind: z.string(), holder: z.string(), amount: z.string() });
const rangeRules = (limits: { range?: { min: number; max: number } }) =>
  values.superRefine((v, ctx) => {
    const { min, max } = limits.range ?? { min: 100, max: 1000 };
    const amount = Number(v.amount);
    if (!(amount >= min && amount <= max)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'formAbilities:range' });
  });

function depositForm(options: { send?: (amount: string) => Promise<{ message: string; number?: string }>; rules?: () => Promise<typeof rangeRules>; confirm?: boolean } = {}) {
  const range = heldQuery<{ min: number; max: number }>('range');
  const balance = heldQuery<{ balance: string }>('balance');
  const send = vi.fn(options.send ?? (() => Promise.resolve({ message: '已提交', number: 'D1' })));
  const Form = defineForm({
    rules: options.rules ?? (() => Promise.resolve(rangeRules)),
    limits: { range: () => range.query, balance: () => balance.query },
    fields: [
      { name: 'kind', kind: 'select', labelKey: 'formAbilities:kind', options: [{ value: 'card', labelKey: 'formAbilities:card' }, { value: 'coin', labelKey: 'formAbilities:coin' }] },
      { name: 'holder', kind: 'text', when: ({ kind }) => kind === 'card', labelKey: ({ kind }) => (kind === 'card' ? 'formAbilities:holder' : 'formAbilities:chain') },
      { name: 'amount', kind: 'money', labelKey: 'formAbilities:amount', placeholderKey: 'formAbilities:placeholder', fill: { labelKey: 'formAbilities:fillAll', value: ({ limits }) => limits.balance?.balance } },
    ],
    defaults: () => ({ kind: 'card' }),
    words: ({ limits }) => ({ min: limits.range?.min ?? 100, max: limits.range?.max ?? 1000 }),
    summary: {
      key: 'quote',
      labelKey: 'formAbilities:quote',
      rows: ({ values: typed }) => (typed.amount ? [{ key: 'twice', labelKey: 'formAbilities:twice', value: String(Number(typed.amount) * 2), strong: true }] : null),
    },
    confirm: options.confirm ? ({ amount }) => ({ key: 'formAbilities:sure', values: { amount } }) : undefined,
    submitKey: 'formAbilities:submit',
    submit: ({ amount }) => send(amount),
    successToast: false,
    onSuccess: { next: (answer) => (answer.number ? { navigate: `/done?no=${answer.number}`, toastKey: 'formAbilities:created' } : { failKey: 'formAbilities:noNumber' }) },
  });
  return { Form, range, balance, send };
}

const donePage = [{ path: '/done', element: <p>订单页</p> }];

describe('a declared money form', () => {
  withGestures();

  it("checks and says the server's range once it has come, the spec's until then", async () => {
    const { Form, range } = depositForm();
    renderWithApp(<Form />);
    expect(amountBox()).toHaveAttribute('placeholder', '单笔限额100-1000');
    await userEvent.type(amountBox(), '50');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(toastText()).toBe('请输入金额在100-1000之间'));

    await act(async () => range.give({ min: 10, max: 20 }));
    await waitFor(() => expect(amountBox()).toHaveAttribute('placeholder', '单笔限额10-20'));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(toastText()).toBe('请输入金额在10-20之间'));
  });

  it('fills in a fresh balance, never one kept from an earlier visit', async () => {
    const { Form, balance } = depositForm();
    const app = renderWithApp(<Form />);
    // Answered before this visit began: kept on the device, its refresh not answered yet.
    act(() => void app.queryClient.setQueryData(['formAbilities', 'balance'], { balance: '500.00' }, { updatedAt: 1 }));
    await userEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(amountBox()).toHaveValue('');
    await act(async () => balance.give({ balance: '800.00' }));
    await userEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(amountBox()).toHaveValue('800.00');
  });

  it("shows a field while another's value asks for it, and words its label by the values", async () => {
    const { Form } = depositForm();
    renderWithApp(<Form />);
    expect(screen.getByRole('textbox', { name: '持卡人' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('USDT'));
    expect(screen.queryByRole('textbox', { name: '持卡人' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '链' })).not.toBeInTheDocument();
  });

  it('shows a summary of the values as they are typed, and none before', async () => {
    const { Form } = depositForm();
    renderWithApp(<Form />);
    expect(screen.queryByTestId('quote-twice')).not.toBeInTheDocument();
    await userEvent.type(amountBox(), '150');
    expect(screen.getByTestId('quote-twice')).toHaveTextContent('双倍300');
    expect(screen.getByRole('definition')).toHaveTextContent('300');
  });

  it('asks before sending, and sends nothing when the player cancels', async () => {
    const { Form, send } = depositForm({ confirm: true });
    renderWithApp(<Form />, { routes: donePage });
    await userEvent.type(amountBox(), '150');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('确定转出150？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: common.cancel }));
    await waitFor(() => expect(screen.queryByText('确定转出150？')).not.toBeInTheDocument());
    expect(send).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await userEvent.click(await screen.findByRole('button', { name: common.confirm }));
    expect(await screen.findByText('订单页')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("goes on to the page the answer's number names, in its own words", async () => {
    const { Form } = depositForm();
    const app = renderWithApp(<Form />, { routes: donePage });
    await userEvent.type(amountBox(), '150');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('订单页')).toBeInTheDocument();
    expect(app.history.location.search).toBe('?no=D1');
    await waitFor(() => expect(toastText()).toBe('订单已创建'));
  });

  it('fails in its own words when the answer lacks what going on needs, and stays', async () => {
    const { Form, send } = depositForm({ send: () => Promise.resolve({ message: '已提交' }) });
    renderWithApp(<Form />, { routes: donePage });
    await userEvent.type(amountBox(), '150');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(toastText()).toBe('订单号缺失'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('订单页')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '提交' })).toBeEnabled());
  });

  it('loads its rules at the first check, not with the form', async () => {
    const rules = vi.fn(() => Promise.resolve(rangeRules));
    const { Form } = depositForm({ rules });
    renderWithApp(<Form />);
    await userEvent.type(amountBox(), '5');
    expect(rules).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(toastText()).toBe('请输入金额在100-1000之间'));
    expect(rules).toHaveBeenCalledTimes(1);
  });
});
