// Steps of the journeys moved down from e2e onto the reference server in this process (openApp): what a player does
// on the forms, and what they read in a toast.
import { screen } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import auth from '../../../locales/zh-CN/auth.json';

// jsdom has no pointer capture; antd-mobile's popups and wheels take the pointer as a drag starts.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;

/** A player's taps and typing. antd-mobile's sheets and popups take taps while they slide in (pointer-events: none). */
export const user = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The app's toast with this text (antd-mobile's, as the player reads it). */
export const toastSays = (text: string) => screen.findByText(text, { selector: '.adm-toast-main, .adm-toast-main *' });

/** Puts `value` in the field of this label in place of what it held (pasted: a key at a time is slow and adds nothing). */
export async function fillField(label: string, value: string) {
  await fillInput(await screen.findByLabelText(label, { exact: true }), value);
}

export async function fillInput(input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.paste(value);
}

/** Fills in and sends the login form, as tests/e2e/support.ts's fillLogin does in the browser. */
export async function logIn({ name, password }: { name: string; password: string }) {
  await fillInput(await screen.findByPlaceholderText(auth.login.usernamePlaceholder), name);
  await fillInput(screen.getByPlaceholderText(auth.login.passwordPlaceholder), password);
  await user.click(screen.getByRole('button', { name: auth.login.submit }));
}
