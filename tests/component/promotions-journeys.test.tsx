// Promotions and the member centre's forms on the reference server in this process (moved down from
// tests/e2e/promotions.spec.ts, which keeps what needs a browser: the avatar's upload, the phone's time zone, the
// clipboard and downloads): applying and the operator's review, the way back from the login, the profile's, passwords'
// and agent application's rules in order with what the server then holds.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import antdWords from 'antd-mobile/es/locales/zh-CN';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import contract from '../../locales/zh-CN/contract.json';
import memberWords from '../../locales/zh-CN/member.json';
import promotions from '../../locales/zh-CN/promotions.json';
import { msg } from '../../server/base/messages';
import { promoMsg } from '../../server/features/promotions/messages';
import { tokenStore } from '../../src/session/tokenStore';
import { openApp, type OpenedApp } from './support/appOnServer';
import { inProcessServer, type InProcessServer } from './support/inProcessServer';
import { fillField, logIn, toastSays, user as userEvent } from './support/server-journeys';

const { detail } = promotions;
const { profileForm, agentForm, passwordForm, rules } = memberWords;

let server: InProcessServer;
let app: OpenedApp | undefined;
beforeAll(async () => {
  server = await inProcessServer();
});
afterEach(() => app?.close());
afterAll(() => server.close());

/** A seeded promotion's title, asked of the server (its demo content: 1 the first-deposit bonus, 3 the red packet rain). */
const promotionTitle = async (id: number) => (await server.post<{ title: string }>('/api/activitydeatil', { id })).data.title;

describe('promotions', () => {
  it('apply to a promotion: pending, then approved once the admin approves it', { timeout: 30_000 }, async () => {
    const member = await server.member();
    const title = await promotionTitle(1);
    app = openApp(server, '/activity', member.token);
    await userEvent.click(await screen.findByText(title));
    await waitFor(() => expect(app!.location()).toMatch(/^\/activityInfo\?id=\d+$/));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: detail.apply }));
    expect(await toastSays(promoMsg.applied)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: detail.apply }));
    expect(await toastSays(promoMsg.alreadyApplied)).toBeInTheDocument();

    app.goto('/activityRecord');
    const row = () => screen.findByText(title, { selector: '.activity-record *' }).then((cell) => cell.closest<HTMLElement>('.activity-record')!);
    expect(await within(await row()).findByText(promotions.record.state['1'])).toBeInTheDocument();

    const log = await server.post<{ data: { id: number }[] }>('/api/activityApplyLog', {}, member.token);
    expect((await server.admin('/admin/activity-apply', { id: log.data.data[0]!.id, state: 2 })).code).toBe(200);
    // A new visit (the page loaded again): the list as the server now has it.
    app.close();
    app = openApp(server, '/activityRecord', member.token);
    expect(await within(await row()).findByText(promotions.record.state['2'])).toBeInTheDocument();
  });

  it('a visitor on a promotion is offered the login, and comes back to it', { timeout: 30_000 }, async () => {
    const member = await server.member();
    const title = await promotionTitle(3);
    app = openApp(server, '/activity', null);
    await userEvent.click(await screen.findByText(title));
    await userEvent.click(await screen.findByRole('button', { name: detail.login }));
    await waitFor(() => expect(decodeURIComponent(app!.location())).toMatch(/^\/login\?redirect=\/activityInfo\?id=\d+$/));
    await logIn(member);
    expect(await screen.findByRole('button', { name: detail.apply })).toBeInTheDocument();
    expect(app.location()).toMatch(/^\/activityInfo\?id=\d+$/);
  });
});

describe('the member centre', () => {
  it('profile: rules in order, then mobile, email and the birthday picked are saved', { timeout: 30_000 }, async () => {
    const member = await server.member();
    app = openApp(server, '/userInfo', member.token);
    const submit = async () => userEvent.click(await screen.findByRole('button', { name: profileForm.submit }));
    await fillField(profileForm.mobile, '12345');
    await submit();
    expect(await toastSays(contract.ProfileUpdateRequest.mobile)).toBeInTheDocument();
    await fillField(profileForm.mobile, '13812345678');
    await fillField(profileForm.email, 'bad@');
    await submit();
    expect(await toastSays(contract.ProfileUpdateRequest.email)).toBeInTheDocument();
    await fillField(profileForm.email, 'me@example.com');
    await submit();
    expect(await toastSays(contract.ProfileUpdateRequest.birthday)).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(profileForm.birthday));
    // antd-mobile's own word; the sheet is still sliding in (pointer-events: none).
    fireEvent.click(await screen.findByText(antdWords.common.confirm));
    await waitFor(() => expect(screen.getByLabelText(profileForm.birthday).textContent!.trim()).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    const picked = screen.getByLabelText(profileForm.birthday).textContent!.trim();
    await submit();
    expect(await toastSays(promoMsg.profileSaved)).toBeInTheDocument();
    const user = await server.post('/api/user', {}, member.token);
    expect(user.data).toMatchObject({ mobile: '13812345678', email: 'me@example.com', birthday: picked });
  });

  it('pay password changes and the member stays; login password changes, the session ends, the new one works', { timeout: 30_000 }, async () => {
    const member = await server.member('pass1234');
    app = openApp(server, '/password?type=2', member.token);
    const submit = async () => userEvent.click(await screen.findByRole('button', { name: passwordForm.submit }));
    await fillField(passwordForm.pay.old, 'pass1234');
    await fillField(passwordForm.pay.new, 'pay12345');
    await fillField(passwordForm.pay.confirm, 'pay54321');
    await submit();
    expect(await toastSays(rules.mismatch)).toBeInTheDocument();
    await fillField(passwordForm.pay.confirm, 'pay12345');
    await submit();
    expect(await toastSays(msg.passwordChanged)).toBeInTheDocument();
    expect(app.location()).toBe('/password?type=2');
    expect(tokenStore.get()).toBe(member.token);

    app.goto('/password?type=1');
    await fillField(passwordForm.login.old, 'pass1234');
    await fillField(passwordForm.login.new, 'pass1234');
    await fillField(passwordForm.login.confirm, 'pass1234');
    await submit();
    expect(await toastSays(rules.sameAsOld)).toBeInTheDocument();
    await fillField(passwordForm.login.new, 'newpass99');
    await fillField(passwordForm.login.confirm, 'newpass99');
    await submit();
    await waitFor(() => expect(app!.location()).toBe('/login'));
    // The session is over: nothing of it is kept, in the tab or on the device.
    expect([...Object.keys(sessionStorage), ...Object.keys(localStorage).filter((key) => key === 'app.token')]).toEqual([]);
    expect(tokenStore.get()).toBeNull();
    await logIn({ name: member.name, password: 'newpass99' });
    await waitFor(() => expect(app!.location()).toBe('/'));
  });

  it('agent application: mobile, then reason; an agent gets the agent login instead', { timeout: 30_000 }, async () => {
    const member = await server.member();
    app = openApp(server, '/mine', member.token);
    await userEvent.click(await screen.findByText(memberWords.agent.join));
    await userEvent.click(await screen.findByRole('button', { name: memberWords.agent.apply }));
    await waitFor(() => expect(app!.location()).toBe('/applyagent'));
    const submit = async () => userEvent.click(await screen.findByRole('button', { name: agentForm.submit }));
    await fillField(agentForm.mobile, '10012345678');
    await submit();
    expect(await toastSays(contract.AgentApplyRequest.mobile)).toBeInTheDocument();
    await fillField(agentForm.mobile, '13912345678');
    await submit();
    expect(await toastSays(contract.AgentApplyRequest.apply_info)).toBeInTheDocument();
    await fillField(agentForm.reason, '有稳定的推广渠道');
    await submit();
    expect(await toastSays(promoMsg.agentApplied)).toBeInTheDocument();
    await waitFor(() => expect(app!.location()).toBe('/mine'));

    expect((await server.admin('/admin/user', { username: member.name, isagent: 1 })).code).toBe(200);
    // A new visit: the centre as the server now has the member.
    app.close();
    app = openApp(server, '/mine', member.token);
    await userEvent.click(await screen.findByText(memberWords.agent.login));
    await waitFor(() => expect(app!.location()).toBe('/gamePage?dailiD=1'));
  });
});
