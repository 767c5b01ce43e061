// /password, /userInfo and /applyagent: each rule's message, what is sent, and what follows.
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import antdWords from 'antd-mobile/es/locales/zh-CN';
import contract from '../../locales/zh-CN/contract.json';
import memberWords from '../../locales/zh-CN/member.json';
import { promoMsg } from '../../server/features/promotions/messages';
import { msg } from '../../server/base/messages';
import { BIRTHDAY_WHEEL_START_YEARS } from '../../core/constants';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { memberUser, ok, serveMember } from './member-support';

configure({ asyncUtilTimeout: 5000 });
const { passwordForm, profileForm, agentForm, rules } = memberWords;
const { login, pay } = passwordForm;
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
    const api = serveMember({ answers: { '/api/editPassword': () => ok(null, msg.passwordChanged) } });
    tokenStore.set('member-token');
    sessionStorage.setItem('app.user', JSON.stringify(memberUser));
    const app = renderApp({ at: '/password?type=1' });
    expect(await screen.findByText(login.title)).toBeInTheDocument();
    await fill({ [login.old]: 'oldpass1', [login.new]: 'newpass1', [login.confirm]: 'newpass1' });
    await userEvent.click(screen.getByRole('button', { name: passwordForm.submit }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(api.sent.find((s) => s.path === '/api/editPassword')?.body).toEqual({ password: 'oldpass1', paypassword: 'newpass1' });
    expect(tokenStore.get()).toBeNull();
    expect(sessionStorage.getItem('app.user')).toBeNull();
    expect(await screen.findByText(msg.passwordChanged)).toBeInTheDocument();
  });

  it('tells the first broken rule and sends nothing', async () => {
    const api = serveMember();
    tokenStore.set('member-token');
    renderApp({ at: '/password?type=1' });
    await fill({ [login.old]: 'oldpass1', [login.new]: 'newpass1', [login.confirm]: 'newpass2' });
    await userEvent.click(screen.getByRole('button', { name: passwordForm.submit }));
    expect(await screen.findAllByText(rules.mismatch)).not.toHaveLength(0);
    await fill({ [login.confirm]: 'oldpass1', [login.new]: 'oldpass1' });
    await userEvent.click(screen.getByRole('button', { name: passwordForm.submit }));
    expect(await screen.findAllByText(rules.sameAsOld)).not.toHaveLength(0);
    expect(api.count('/api/editPassword')).toBe(0);
  });

  it('changes the pay password and stays logged in', async () => {
    const api = serveMember({ answers: { '/api/editPayPassword': () => ok(null, msg.passwordChanged) } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/password?type=2' });
    expect(await screen.findByText(pay.title)).toBeInTheDocument();
    await fill({ [pay.old]: '666888', [pay.new]: '123456789012345678', [pay.confirm]: '123456789012345678' });
    await userEvent.click(screen.getByRole('button', { name: passwordForm.submit }));
    expect(await screen.findByText(msg.passwordChanged)).toBeInTheDocument();
    expect(api.sent.find((s) => s.path === '/api/editPayPassword')?.body).toEqual({ password: '666888', paypassword: '123456789012345678' });
    expect(app.location()).toBe('/password?type=2');
    expect(tokenStore.get()).toBe('member-token');
  });
});

describe('/userInfo', { timeout: 15_000 }, () => {
  it('starts from the saved profile, checks mobile then email, and saves all three', async () => {
    const api = serveMember({ answers: { '/api/updateuserinfo': () => ok(null, promoMsg.profileSaved) } });
    tokenStore.set('member-token');
    sessionStorage.setItem('app.user', JSON.stringify(memberUser));
    renderApp({ at: '/userInfo' });
    expect(await screen.findByDisplayValue('13812345678')).toBeInTheDocument();
    expect(screen.getByText('1990-05-17')).toBeInTheDocument();
    await fill({ [profileForm.mobile]: '1381234', [profileForm.email]: 'bad' });
    await userEvent.click(screen.getByRole('button', { name: profileForm.submit }));
    expect(await screen.findAllByText(contract.ProfileUpdateRequest.mobile)).not.toHaveLength(0);
    await fill({ [profileForm.mobile]: '13900001111' });
    await userEvent.click(screen.getByRole('button', { name: profileForm.submit }));
    expect(await screen.findAllByText(contract.ProfileUpdateRequest.email)).not.toHaveLength(0);
    expect(api.count('/api/updateuserinfo')).toBe(0);
    await fill({ [profileForm.email]: 'new@example.com' });
    const before = api.count('/api/user');
    await userEvent.click(screen.getByRole('button', { name: profileForm.submit }));
    expect(await screen.findByText(promoMsg.profileSaved)).toBeInTheDocument();
    expect(api.sent.find((s) => s.path === '/api/updateuserinfo')?.body).toEqual({ mobile: '13900001111', email: 'new@example.com', birthday: '1990-05-17' });
    await waitFor(() => expect(api.count('/api/user')).toBeGreaterThan(before));
  });

  it('asks for a birthday when none is saved', async () => {
    serveMember({ user: { birthday: '' } });
    tokenStore.set('member-token');
    sessionStorage.setItem('app.user', JSON.stringify({ ...memberUser, birthday: '' }));
    renderApp({ at: '/userInfo' });
    await screen.findByDisplayValue('13812345678');
    await userEvent.click(screen.getByRole('button', { name: profileForm.submit }));
    expect(await screen.findAllByText(contract.ProfileUpdateRequest.birthday)).not.toHaveLength(0);
  });

  it('opens an empty birthday wheel at an adult age, not on today', async () => {
    const api = serveMember({ user: { birthday: '' }, answers: { '/api/updateuserinfo': () => ok(null, promoMsg.profileSaved) } });
    tokenStore.set('member-token');
    sessionStorage.setItem('app.user', JSON.stringify({ ...memberUser, birthday: '' }));
    renderApp({ at: '/userInfo' });
    await screen.findByDisplayValue('13812345678');
    await userEvent.click(screen.getByLabelText(profileForm.birthday));
    fireEvent.click(await screen.findByText(antdWords.common.confirm)); // antd-mobile's own word; the sheet is still sliding in (pointer-events: none)
    await userEvent.click(screen.getByRole('button', { name: profileForm.submit }));
    await waitFor(() => expect(api.count('/api/updateuserinfo')).toBe(1));
    const sent = api.sent.find((s) => s.path === '/api/updateuserinfo')?.body as { birthday: string };
    expect(Number(sent.birthday.slice(0, 4))).toBe(new Date().getFullYear() - BIRTHDAY_WHEEL_START_YEARS);
  });
});

describe('/applyagent', { timeout: 15_000 }, () => {
  it('checks the mobile then the reason, sends the application and goes back to the centre', async () => {
    const api = serveMember({ answers: { '/api/applyagentdo': () => ok(null, promoMsg.agentApplied) } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/applyagent' });
    await fill({ [agentForm.mobile]: '12345678901' });
    await userEvent.click(screen.getByRole('button', { name: agentForm.submit }));
    expect(await screen.findAllByText(contract.AgentApplyRequest.mobile)).not.toHaveLength(0);
    await fill({ [agentForm.mobile]: '13812345678' });
    await userEvent.click(screen.getByRole('button', { name: agentForm.submit }));
    expect(await screen.findAllByText(contract.AgentApplyRequest.apply_info)).not.toHaveLength(0);
    await fill({ [agentForm.reason]: '我有推广渠道' });
    await userEvent.click(screen.getByRole('button', { name: agentForm.submit }));
    expect(await screen.findByText(promoMsg.agentApplied)).toBeInTheDocument();
    expect(api.sent.find((s) => s.path === '/api/applyagentdo')?.body).toEqual({ mobile: '13812345678', apply_info: '我有推广渠道' });
    await waitFor(() => expect(app.location()).toBe('/mine'));
  });
});
