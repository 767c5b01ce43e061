// The form renderer as a player meets it: one problem at a time in the spec's order, limits on what can be typed,
// one request however fast the button is tapped, and the server's words after.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { client, unwrap } from '../../../src/api/client';
import { maxLengthOf } from '../../../src/api/requestRules';
import { AgentApplyRequestSchema, BindCardRequestSchema } from '../../../src/api/requestSchemas.gen';
import { registerNamespace } from '../../../src/kit/i18n';
import { defineForm, defineFormTabs } from '../../../src/renderers/form';
import { mswServer } from '../../setup/msw';
import { apiUrl, renderWithApp } from '../harness';
import { withGestures } from './support';

registerNamespace('formTest', {
  mobile: '手机号码',
  reason: '申请理由',
  mobileWrong: '请输入正确的手机号码',
  reasonRequired: '请输入申请理由',
  submit: '提交申请',
  address: 'USDT地址',
  protocol: '钱包协议',
  payPass: '支付密码',
  addressRequired: '请输入USDT地址',
  payPassRequired: '请输入支付密码',
  bind: '确认绑定',
  trc: 'TRC20',
  erc: 'ERC20',
});

const AgentForm = defineForm({
  request: AgentApplyRequestSchema,
  schema: z.object({
    mobile: z.string().regex(/^1[3-9]\d{9}$/, 'formTest:mobileWrong'),
    apply_info: z.string().trim().min(1, 'formTest:reasonRequired'),
  }),
  fields: [
    { name: 'mobile', labelKey: 'formTest:mobile', kind: 'tel' },
    { name: 'apply_info', labelKey: 'formTest:reason', kind: 'textarea' },
  ],
  defaults: (search) => ({ mobile: search.get('mobile') ?? '' }),
  submitKey: 'formTest:submit',
  submit: (body) => unwrap(client.POST('/api/applyagentdo', { body })),
  onSuccess: { navigate: '/done', invalidate: [['user']] },
});

const UsdtForm = defineForm({
  request: BindCardRequestSchema,
  schema: z.object({
    address: z.string().trim().min(1, 'formTest:addressRequired'),
    protocol: z.enum(['TRC20', 'ERC20']),
    pay_pass: z.string().min(1, 'formTest:payPassRequired'),
  }),
  fields: [
    { name: 'address', contract: 'bank_no', labelKey: 'formTest:address', kind: 'text' },
    { name: 'protocol', labelKey: 'formTest:protocol', kind: 'select', options: [{ value: 'TRC20', labelKey: 'formTest:trc' }, { value: 'ERC20', labelKey: 'formTest:erc' }] },
    { name: 'pay_pass', labelKey: 'formTest:payPass', kind: 'password' },
  ],
  defaults: () => ({ protocol: 'TRC20' as const }),
  submitKey: 'formTest:bind',
  submit: (values) => unwrap(client.POST('/api/bindcard', { body: { bank: 'USDT', bank_owner: values.protocol, bank_no: values.address, pay_pass: values.pay_pass } })),
  onSuccess: { resetForm: true },
});

/** Two declared forms on one route, picked by ?type: 1 the agent form, anything else the USDT form. */
const TabbedForms = defineFormTabs({
  param: 'type',
  tabs: [
    { when: '1', titleKey: 'formTest:submit', form: AgentForm },
    { titleKey: 'formTest:bind', form: UsdtForm },
  ],
});

const donePage = [{ path: '/done', element: <p>完成页</p> }];
const user = userEvent.setup({ pointerEventsCheck: 0 });

/** Counts calls to `path` and answers each with `answer` (after `wait`, if given). */
function serve(path: string, answer: () => Response, wait?: Promise<void>) {
  const bodies: unknown[] = [];
  mswServer.use(
    http.post(apiUrl(path), async ({ request }) => {
      bodies.push(await request.json());
      await wait;
      return answer();
    }),
  );
  return bodies;
}

/** The labels of the rows marked as failing. */
const markedFields = () => [...document.querySelectorAll('.form-field-invalid .form-field-label')].map((label) => label.textContent);

const toastText = () => document.querySelector('.adm-toast-main')?.textContent ?? '';

describe('form renderer', () => {
  withGestures();

  it('reports the first failing field in declaration order, then the next, and sends nothing', async () => {
    const bodies = serve('/api/applyagentdo', () => HttpResponse.json({ code: 200, message: '提交成功', data: null }));
    renderWithApp(<AgentForm />);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(toastText()).toBe('请输入正确的手机号码'));
    expect(markedFields()).toEqual(['手机号码']);
    expect(screen.getByText('请输入正确的手机号码', { selector: '.form-field-error' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('手机号码'), '13800138000');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(toastText()).toBe('请输入申请理由'));
    expect(markedFields()).toEqual(['申请理由']);
    expect(bodies).toHaveLength(0);
  });

  it('limits what can be typed to the contract lengths', async () => {
    const reasonMax = maxLengthOf(AgentApplyRequestSchema.shape.apply_info)!;
    renderWithApp(<AgentForm />);
    expect(screen.getByLabelText('手机号码')).toHaveAttribute('maxlength', String(maxLengthOf(AgentApplyRequestSchema.shape.mobile)));
    // The text area counts characters itself (an emoji is one) rather than through the native attribute.
    await user.click(screen.getByLabelText('申请理由'));
    await user.paste('理'.repeat(reasonMax + 50));
    expect(screen.getByLabelText('申请理由')).toHaveValue('理'.repeat(reasonMax));
    expect(screen.getByText(`${reasonMax}/${reasonMax}`)).toBeInTheDocument();
  });

  it('sends one request however fast the button is tapped, then shows the server message and moves on', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = serve('/api/applyagentdo', () => HttpResponse.json({ code: 200, message: '申请已提交，请等待审核', data: null }), answered);
    renderWithApp(<AgentForm />, { at: '/agent?mobile=13800138000', routes: donePage });
    await user.type(screen.getByLabelText('申请理由'), '想做代理');

    const button = screen.getByRole('button', { name: '提交申请' });
    // Two taps in the same frame (no re-render between them), then more while the answer is awaited.
    act(() => {
      button.click();
      button.click();
    });
    await user.dblClick(button);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.getByRole('button', { name: /提交中/ })).toBeDisabled();

    release();
    expect(await screen.findByText('完成页')).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toBe('申请已提交，请等待审核'));
    expect(bodies).toEqual([{ mobile: '13800138000', apply_info: '想做代理' }]);
  });

  it('shows the server refusal and stays, ready to send again', async () => {
    serve('/api/applyagentdo', () => HttpResponse.json({ code: 422, message: '您已提交过申请', data: null }, { status: 422 }));
    renderWithApp(<AgentForm />, { at: '/agent?mobile=13800138000', routes: donePage });
    await user.type(screen.getByLabelText('申请理由'), '想做代理');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(toastText()).toBe('您已提交过申请'));
    expect(screen.queryByText('完成页')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '提交申请' })).toBeEnabled());
  });

  it('lets a password be shown, sends the chosen option and empties itself when asked', async () => {
    const bodies = serve('/api/bindcard', () => HttpResponse.json({ code: 200, message: '绑定成功', data: null }));
    renderWithApp(<UsdtForm />);
    const payPass = screen.getByLabelText('支付密码');
    expect(payPass).toHaveAttribute('type', 'password');
    // A field of another name takes the limit of the contract property it is sent as (address → bank_no).
    expect(payPass).toHaveAttribute('maxlength', String(maxLengthOf(BindCardRequestSchema.shape.pay_pass)));
    expect(screen.getByLabelText('USDT地址')).toHaveAttribute('maxlength', String(maxLengthOf(BindCardRequestSchema.shape.bank_no)));
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(payPass).toHaveAttribute('type', 'text');

    await user.type(screen.getByLabelText('USDT地址'), 'TXyz123');
    await user.click(screen.getByText('ERC20'));
    await user.type(payPass, '123456');
    await user.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(toastText()).toBe('绑定成功'));
    expect(bodies).toEqual([{ bank: 'USDT', bank_owner: 'ERC20', bank_no: 'TXyz123', pay_pass: '123456' }]);
    await waitFor(() => expect(screen.getByLabelText('USDT地址')).toHaveValue(''));
  });

  it('shows the form the query picks, the default one otherwise, and starts afresh when the query changes', async () => {
    const { history } = renderWithApp(<TabbedForms />, { at: '/forms?type=1' });
    expect(TabbedForms.name).toBe('DeclaredForm');
    await user.type(screen.getByLabelText('申请理由'), '想做代理');
    expect(screen.queryByLabelText('USDT地址')).not.toBeInTheDocument();
    await act(() => history.push('/forms?type=2'));
    expect(screen.getByLabelText('USDT地址')).toBeInTheDocument();
    await act(() => history.push('/forms?type=1'));
    expect(screen.getByLabelText('申请理由')).toHaveValue('');
  });
});
