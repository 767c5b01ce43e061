// The soft keyboard (issue 52): on the login and registration forms, the withdrawal and deposit forms, the card form
// and the lottery room's chat, the field tapped and its form's submit button stay in what the player sees once the
// keyboard takes the lower half of the screen, and nothing fixed lies over them. The keyboard is played as Android's
// WebViews (WeChat's, QQ's, the vendors' browsers) make room for it: the page, its visual viewport with it, gets
// shorter. (iOS and Chrome shrink the visual viewport alone, which DevTools cannot do: docs/browsers.md.) The screens
// are reached inside the app, one document per role.
import { expect, test, type Page } from '@playwright/test';
import lottery from '../../locales/zh-CN/lottery.json' with { type: 'json' };
import { phone } from '../../playwright.config';
import { createMember } from './support';

const { width, height } = phone.viewport;
const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results/e2e'}/screenshots`;
/** The keyboard's share of the screen. */
const KEYBOARD = Math.round(height / 2);

/** The keyboard comes up: what the page is shown in gets shorter by it. */
const keyboardUp = (page: Page) => page.setViewportSize({ width, height: height - KEYBOARD });
const keyboardDown = (page: Page) => page.setViewportSize(phone.viewport);

/**
 * Marks the field a player would tap last on the screen's form (the last typed one: the one nearest its button), so
 * that the test can tap it.
 */
async function markLastField(page: Page) {
  const form = page.locator('form:has(button[type="submit"])').first();
  await expect(form).toBeVisible({ timeout: 15_000 });
  await form.evaluate((element) => {
    const typed = (input: Element) =>
      (input instanceof HTMLInputElement && ['text', 'password', 'number', 'tel', 'email', 'search'].includes(input.type) && !input.readOnly) || input instanceof HTMLTextAreaElement;
    const fields = [...element.querySelectorAll('input, textarea')].filter((input) => typed(input) && input.getBoundingClientRect().height > 0);
    fields[fields.length - 1]?.setAttribute('data-e2e-field', '');
  });
  return page.locator('[data-e2e-field]');
}

/** What is wrong with the focused field and its form's submit button in what the player sees (empty: nothing). */
function hiddenWhileTyping(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLElement;
    const submit = field.closest('form')?.querySelector<HTMLElement>('button[type="submit"]');
    const view = window.visualViewport!;
    const seen = { left: view.offsetLeft, top: view.offsetTop, right: view.offsetLeft + view.width, bottom: view.offsetTop + view.height };
    const problems: string[] = [];
    for (const [name, element] of [['the field', field], ['its button', submit]] as const) {
      if (!element) {
        problems.push(`${name}: none`);
        continue;
      }
      const box = element.getBoundingClientRect();
      const where = [box.left, box.top, box.right, box.bottom].map(Math.round).join(',');
      if (box.left < seen.left - 0.5 || box.top < seen.top - 0.5 || box.right > seen.right + 0.5 || box.bottom > seen.bottom + 0.5) {
        problems.push(`${name} at ${where}, the screen shows ${[seen.left, seen.top, seen.right, seen.bottom].map(Math.round).join(',')}`);
        continue;
      }
      const over = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!over || !element.contains(over)) problems.push(`${name} at ${where} under ${over?.className || over?.tagName}`);
    }
    return problems;
  });
}

/** On the screen shown: taps its last field, brings the keyboard up each way, and checks what stays in view. */
async function typeOn(page: Page, path: string) {
  const field = await markLastField(page);
  await field.click();
  await expect(field).toBeFocused();
  await keyboardUp(page);
  await expect.poll(() => hiddenWhileTyping(page), { message: `${path}, the keyboard up` }).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/keyboard-${path.slice(1)}.png` });
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  await keyboardDown(page);
}

test('the field tapped and its button stay in view above the keyboard, nothing fixed over them', async ({ page, request }) => {
  // A visitor: the login and registration forms.
  await page.goto('/#/login');
  // The keyboard's watcher comes with the shell's, after the first screen is painted.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/shellWatchers-')))).toBe(true);
  await typeOn(page, '/login');
  await page.goto('/#/reg');
  await typeOn(page, '/reg');

  // A member (logged in through the API, the page opened again): the money forms, the card form, the room's chat.
  const member = await createMember(request);
  await page.evaluate((token) => localStorage.setItem('app.token', token), member.token);
  await page.goto('/#/withdrawal');
  await page.reload();
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/shellWatchers-')))).toBe(true);
  await typeOn(page, '/withdrawal');
  for (const path of ['/recharge', '/addBankCard']) {
    await page.goto(`/#${path}`);
    await typeOn(page, path);
  }
  await page.goto('/#/lottery?room_id=5');
  await expect(page.getByPlaceholder(lottery.chat.placeholder)).toBeVisible({ timeout: 10_000 });
  await typeOn(page, '/lottery');
});
