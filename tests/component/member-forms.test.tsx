// /password, /userInfo and /applyagent: each rule's message, what is sent, and what follows.
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BIRTHDAY_WHEEL_START_YEARS } from '../../src/lib/constants';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { memberUser, ok, serveMember } from './member-support';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => tokenStore.set(null));

async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = await screen.findByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

describe('/password', { timeout: 15_000 }, () => {
  it('changes the login password, then clears storage and goes to /login', async () => {
    const api = serveMember({ answers: { '/api/editPassword': () => ok(null, '密码修改成功') } });
    tokenStore.set('member-token');
    sessionStorage.setItem('app.user', JSON.stringify(memberUser));
    const app = renderApp({ at: '/password?type=1' });
    expect(await screen.findByText('修改登录密码')).toBeInTheDocument();
    await fill({ 原密码: 'oldpass1', 新密码: 'newpass1', 确认密码: 'newpass1' });
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(api.sent.find((s) => s.path === '/api/editPassword')?.body).toEqual({ password: 'oldpass1', paypassword: 'newpass1' });
    expect(tokenStore.get()).toBeNull();
    expect(sessionStorage.getItem('app.user')).toBeNull();
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
  });

  it('tells the first broken rule and sends nothing', async () => {
    const api = serveMember();
    tokenStore.set('member-token');
    renderApp({ at: '/password?type=1' });
    await fill({ 原密码: 'oldpass1', 新密码: 'newpass1', 确认密码: 'newpass2' });
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findAllByText('两次密码不一致！')).not.toHaveLength(0);
    await fill({ 确认密码: 'oldpass1', 新密码: 'oldpass1' });
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findAllByText('新密码不能与原密码相同！')).not.toHaveLength(0);
    expect(api.count('/api/editPassword')).toBe(0);
  });

  it('changes the pay password and stays logged in', async () => {
    const api = serveMember({ answers: { '/api/editPayPassword': () => ok(null, '密码修改成功') } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/password?type=2' });
    expect(await screen.findByText('修改支付密码')).toBeInTheDocument();
    await fill({ 原支付密码: '666888', 新支付密码: '123456789012345678', 确认密码: '123456789012345678' });
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
    expect(api.sent.find((s) => s.path === '/api/editPayPassword')?.body).toEqual({ password: '666888', paypassword: '123456789012345678' });
    expect(app.location()).toBe('/password?type=2');
    expect(tokenStore.get()).toBe('member-token');
  });
});

describe('/userInfo', { timeout: 15_000 }, () => {
  it('starts from the saved profile, checks mobile then email, and saves all three', async () => {
    const api = serveMember({ answers: { '/api/updateuserinfo': () => ok(null, '操作成功！') } });
    tokenStore.set('member-token');
    sessionStorage.setItem('app.user', JSON.stringify(memberUser));
    renderApp({ at: '/userInfo' });
    expect(await screen.findByDisplayValue('13812345678')).toBeInTheDocument();
    expect(screen.getByText('1990-05-17')).toBeInTheDocument();
    await fill({ 手机号码: '1381234', 电子邮箱: 'bad' });
    await userEvent.click(screen.getByRole('button', { name: '保存资料' }));
    expect(await screen.findAllByText('请输入正确的手机号码！')).not.toHaveLength(0);
    await fill({ 手机号码: '13900001111' });
    await userEvent.click(screen.getByRole('button', { name: '保存资料' }));
    expect(await screen.findAllByText('请输入正确的邮箱！')).not.toHaveLength(0);
    expect(api.count('/api/updateuserinfo')).toBe(0);
    await fill({ 电子邮箱: 'new@example.com' });
    const before = api.count('/api/user');
    await userEvent.click(screen.getByRole('button', { name: '保存资料' }));
    expect(await screen.findByText('操作成功！')).toBeInTheDocument();
    expect(api.sent.find((s) => s.path === '/api/updateuserinfo')?.body).toEqual({ mobile: '13900001111', email: 'new@example.com', birthday: '1990-05-17' });
    await waitFor(() => expect(api.count('/api/user')).toBeGreaterThan(before));
  });

  it('asks for a birthday when none is saved', async () => {
    serveMember({ user: { birthday: '' } });
    tokenStore.set('member-token');
    sessionStorage.setItem('app.user', JSON.stringify({ ...memberUser, birthday: '' }));
    renderApp({ at: '/userInfo' });
    await screen.findByDisplayValue('13812345678');
    await userEvent.click(screen.getByRole('button', { name: '保存资料' }));
    expect(await screen.findAllByText('请输入正确的日期格式：YYYY-MM-DD')).not.toHaveLength(0);
  });

  it('opens an empty birthday wheel at an adult age, not on today', async () => {
    const api = serveMember({ user: { birthday: '' }, answers: { '/api/updateuserinfo': () => ok(null, '操作成功！') } });
    tokenStore.set('member-token');
    sessionStorage.setItem('app.user', JSON.stringify({ ...memberUser, birthday: '' }));
    renderApp({ at: '/userInfo' });
    await screen.findByDisplayValue('13812345678');
    await userEvent.click(screen.getByLabelText('出生日期'));
    fireEvent.click(await screen.findByText('确定')); // the sheet is still sliding in (pointer-events: none)
    await userEvent.click(screen.getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(api.count('/api/updateuserinfo')).toBe(1));
    const sent = api.sent.find((s) => s.path === '/api/updateuserinfo')?.body as { birthday: string };
    expect(Number(sent.birthday.slice(0, 4))).toBe(new Date().getFullYear() - BIRTHDAY_WHEEL_START_YEARS);
  });
});

describe('/applyagent', { timeout: 15_000 }, () => {
  it('checks the mobile then the reason, sends the application and goes back to the centre', async () => {
    const api = serveMember({ answers: { '/api/applyagentdo': () => ok(null, '提交成功，等待后台审核') } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/applyagent' });
    await fill({ 手机号码: '12345678901' });
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findAllByText('请输入正确的手机号码！')).not.toHaveLength(0);
    await fill({ 手机号码: '13812345678' });
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findAllByText('请输入申请理由！')).not.toHaveLength(0);
    await fill({ 申请理由: '我有推广渠道' });
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('提交成功，等待后台审核')).toBeInTheDocument();
    expect(api.sent.find((s) => s.path === '/api/applyagentdo')?.body).toEqual({ mobile: '13812345678', apply_info: '我有推广渠道' });
    await waitFor(() => expect(app.location()).toBe('/mine'));
  });
});
