// The login and registration forms on the reference server in this process (moved down from tests/e2e/session.spec.ts,
// which keeps what needs a browser's storage and sessions): each rule's exact message in order, the server's refusals,
// the guest trial, and an inviter's link registering the new member under the inviter.
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import auth from '../../locales/zh-CN/auth.json';
import contract from '../../locales/zh-CN/contract.json';
import errors from '../../locales/zh-CN/errors.json';
import validation from '../../locales/zh-CN/validation.json';
import { msg } from '../../server/base/messages';
import { findUserByName } from '../../server/users/repo';
import { CAPTCHA_CODES } from '../../src/features/auth/captchaCodes';
import { tokenStore } from '../../src/session/tokenStore';
import { fillIn } from '../shared/words';
import { fillInput, logIn, toastSays, user } from './support/server-journeys';
import { openApp, type OpenedApp } from './support/appOnServer';
import { inProcessServer, type InProcessServer } from './support/inProcessServer';
import { warmUp } from './support/session-forms-support';

const { login, register } = auth;

let server: InProcessServer;
let app: OpenedApp | undefined;
beforeAll(async () => {
  server = await inProcessServer();
  await warmUp(server);
});
afterEach(() => app?.close());
afterAll(() => server.close());

/** The code of the captcha picture shown, as a player reads it off the picture. */
const captchaCode = async () => CAPTCHA_CODES[Number((await screen.findByAltText(register.captchaAlt)).getAttribute('data-captcha'))]!;

/** Fills the registration fields given (the others keep what they hold) and sends the form. */
async function sendRegister(values: { name?: string; password?: string; confirm?: string; code?: string }) {
  const placeholders = { name: register.usernamePlaceholder, password: register.passwordPlaceholder, confirm: register.confirmPlaceholder, code: register.codePlaceholder };
  for (const [field, value] of Object.entries(values) as [keyof typeof placeholders, string][]) {
    await fillInput(await screen.findByPlaceholderText(placeholders[field]), value);
  }
  await user.click(screen.getByRole('button', { name: register.submit }));
}

/** A username no other test of this file uses (6-16 letters or digits). */
const freshName = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

// Each test sends a form a few times to the real server, each answer a toast: on a busy 2-core machine that is several
// times the second or two it takes alone.
describe('login', { timeout: 30_000 }, () => {
  it('keeps the button off until both fields are filled, and asks for both', async () => {
    app = openApp(server, '/login', null);
    const submit = await screen.findByRole('button', { name: login.submit });
    expect(submit).toBeDisabled();
    await fillInput(screen.getByPlaceholderText(login.usernamePlaceholder), 'someone1');
    expect(submit).toBeDisabled();
    await fillInput(screen.getByPlaceholderText(login.passwordPlaceholder), '   ');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await toastSays(contract.LoginRequest.password)).toBeInTheDocument();
  });

  it('caps both fields at 16 characters and shows or hides the password', async () => {
    app = openApp(server, '/login', null);
    expect(await screen.findByPlaceholderText(login.usernamePlaceholder)).toHaveAttribute('maxlength', '16');
    const password = screen.getByPlaceholderText(login.passwordPlaceholder);
    expect(password).toHaveAttribute('maxlength', '16');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: login.showPassword }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it("shows the server's refusal for a wrong password, and stays on the form", async () => {
    const member = await server.member();
    app = openApp(server, '/login', null);
    await logIn({ name: member.name, password: 'wrong-password' });
    expect(await toastSays(msg.badCredentials)).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(tokenStore.get()).toBeNull();
  });

  it('logs in the guest trial account the server has', async () => {
    app = openApp(server, '/login', null);
    await user.click(await screen.findByRole('button', { name: login.trial }));
    await waitFor(() => expect(app!.location()).toBe('/'));
    expect(tokenStore.get()).toBeTruthy();
    expect(localStorage.getItem('app.token')).toBe(tokenStore.get());
  });
});

describe('registration', { timeout: 30_000 }, () => {
  it("shows each rule's exact message, in order, and a wrong code brings another picture", async () => {
    app = openApp(server, '/reg', null);
    await sendRegister({ name: 'abc12', password: '123', confirm: '456', code: '' });
    expect(await toastSays(contract.RegisterRequest.name)).toBeInTheDocument();
    await sendRegister({ name: 'abcdef12' });
    expect(await toastSays(contract.RegisterRequest.password)).toBeInTheDocument();
    await sendRegister({ password: '123456' });
    expect(await toastSays(validation.passwordsDifferReg)).toBeInTheDocument();
    await sendRegister({ confirm: '123456' });
    expect(await toastSays(contract.RegisterRequest.code)).toBeInTheDocument();

    const before = (await screen.findByAltText(register.captchaAlt)).getAttribute('data-captcha');
    await sendRegister({ code: 'qqqq' });
    expect(await toastSays(validation.codeWrong)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByAltText(register.captchaAlt)).not.toHaveAttribute('data-captcha', before));
  });

  it('the second form words a mismatch its own way and links back to login', async () => {
    app = openApp(server, '/reg2', null);
    await sendRegister({ name: 'abcdef12', password: '123456', confirm: '654321', code: 'x' });
    expect(await toastSays(validation.passwordsDifferReg2)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: register.toLogin }));
    await waitFor(() => expect(app!.location()).toBe('/login'));
  });

  it("a taken name fails, saying so with the server's reason", async () => {
    const member = await server.member();
    app = openApp(server, '/reg', null);
    await sendRegister({ name: member.name, password: '123456', confirm: '123456', code: await captchaCode() });
    expect(await toastSays(fillIn(errors.registerFailedWithReason, { reason: msg.nameTaken }))).toBeInTheDocument();
  });

  it("an inviter's link (type=1 with pid) registers the new member under the inviter", async () => {
    const inviter = await server.member();
    const { uid } = (await server.post<{ uid: string }>('/api/user', {}, inviter.token)).data;
    app = openApp(server, `/login?type=1&pid=${uid}`, null);
    await user.click(await screen.findByRole('button', { name: login.toRegister }));
    await waitFor(() => expect(app!.location()).toBe(`/reg?type=1&pid=${uid}`));
    const name = freshName('inv');
    await sendRegister({ name, password: 'pass1234', confirm: 'pass1234', code: await captchaCode() });
    await waitFor(() => expect(app!.location()).toBe('/'));
    expect(findUserByName(server.deps.db, name)?.inviter_id).toBe(findUserByName(server.deps.db, inviter.name)!.id);
  });
});
