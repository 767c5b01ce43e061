// The fault matrix's mutations (project "faults"): deposit, withdrawal, transfer and binding a card, each answered
// HTTP 500 with an HTML page and `code` 500 with the server's message. The player reads the category's words in the
// red toast and no success, the button is enabled again, the form is kept as typed, and exactly one call went out.
import { expect, test, type Locator, type Page } from '@playwright/test';
import wallet from '../../locales/zh-CN/wallet.json' with { type: 'json' };
import { PLATFORMS } from '../../server/db/seed';
import { containing } from '../shared/words';
import { FAULTS, type Fault } from './faults/matrix';
import { admin, createMember } from './support';

const FIRST = { timeout: 15_000 };
test.describe.configure({ timeout: 60_000 });
const { recharge, withdraw, transfer, cards } = wallet;
const TRC20 = 'TpK1i4o72wKryrHYVisbYq8qEvVA38xLFn';

interface Member {
  password: string;
  token: string;
}

async function member(page: Page, yuan: number): Promise<Member> {
  const who = await createMember(page.request);
  await admin(page.request, '/admin/credit', { username: who.name, amount: String(yuan) });
  const login = (await (await page.request.post('/api/login_pc', { data: { name: who.name, password: who.password } })).json()) as { data: { api_token: string } };
  await page.addInitScript((t) => localStorage.setItem('app.token', t), login.data.api_token);
  return { password: who.password, token: login.data.api_token };
}

/** Each mutation: the call it sends, and how a player fills its form; answers the fields to find kept and the button. */
const MUTATIONS: { name: string; path: string; fill: (page: Page, m: Member) => Promise<{ kept: [Locator, string][]; submit: Locator }> }[] = [
  {
    name: 'deposit',
    path: '/api/recharge',
    async fill(page) {
      await page.goto('/#/recharge');
      await page.getByRole('tab', { name: 'USDT' }).click(FIRST);
      const amount = page.getByRole('textbox', { name: recharge.amount });
      await amount.fill('720');
      return { kept: [[amount, '720']], submit: page.getByRole('button', { name: recharge.submit }) };
    },
  },
  {
    name: 'withdrawal',
    path: '/api/withdraw',
    async fill(page, m) {
      await page.request.post('/api/bindcard', {
        data: { bank: '中国银行', bank_owner: '张三', bank_no: '6216600011112222', bank_address: '北京支行', pay_pass: m.password },
        headers: { authorization: `Bearer ${m.token}` },
      });
      await page.goto('/#/withdrawal');
      await page.getByRole('tab', { name: withdraw.tabs.bank }).click(FIRST);
      await page.getByRole('button', { name: withdraw.chooseCard }).click();
      await page.getByRole('region', { name: withdraw.chooseCard }).getByRole('button', { name: /中国银行/ }).click();
      const amount = page.getByRole('textbox', { name: withdraw.amount });
      await amount.fill('200');
      const password = page.getByPlaceholder(withdraw.passwordRequired);
      await password.fill(m.password);
      return { kept: [[amount, '200'], [password, m.password]], submit: page.getByRole('button', { name: withdraw.submit }) };
    },
  },
  {
    name: 'transfer',
    path: '/api/transfer',
    async fill(page) {
      await page.goto('/#/transfer');
      await expect(page.getByTestId('main-balance')).toHaveText('500.00', FIRST);
      await page.getByRole('button', { name: containing(PLATFORMS.find((p) => p.name === 'pp')!.title) }).click();
      const amount = page.getByRole('textbox', { name: transfer.amount });
      await amount.fill('120.50');
      return { kept: [[amount, '120.50']], submit: page.getByRole('button', { name: transfer.submit }) };
    },
  },
  {
    name: 'bind card',
    path: '/api/bindcard',
    async fill(page, m) {
      await page.goto('/#/addUsdtCard');
      const address = page.getByPlaceholder(cards.addressRequired);
      await address.fill(TRC20, FIRST);
      const password = page.getByPlaceholder(cards.payPasswordRequired);
      await password.fill(m.password);
      return { kept: [[address, TRC20], [password, m.password]], submit: page.getByRole('button', { name: cards.bind }) };
    },
  },
];

const faults = FAULTS.filter((fault) => fault.name === 'http500-html' || fault.name === 'code500');

for (const mutation of MUTATIONS) {
  test(`${mutation.name} under ${faults.map((f) => f.name).join(' and ')}: the category's red toast, the form kept, the button back, one call`, async ({ page }) => {
    const m = await member(page, 500);
    let fault: Fault | undefined;
    const sent: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname === mutation.path && sent.push(r.postData() ?? '')));
    await page.route(`**${mutation.path}`, (route) => (fault?.answer ? fault.answer(route) : route.fallback()));
    const toasts: string[] = [];
    await page.exposeFunction('__toast', (text: string) => void toasts.push(text));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        document.querySelectorAll('.adm-toast-mask:not([data-seen])').forEach((mask) => {
          mask.setAttribute('data-seen', '');
          const kind = mask.classList.contains('app-toast-success') ? 'success' : 'fail';
          setTimeout(() => void (window as unknown as { __toast: (t: string) => void }).__toast(`${kind}:${mask.textContent ?? ''}`), 50);
        });
      }).observe(document, { subtree: true, childList: true });
    });
    const { kept, submit } = await mutation.fill(page, m);
    const hash = new URL(page.url()).hash;
    const lines: string[] = [];
    for (const current of faults) {
      fault = current;
      const before = sent.length;
      await submit.click();
      await expect.poll(() => toasts.join('|')).toContain(`fail:${current.words}`);
      expect(toasts.filter((t) => t.startsWith('success:'))).toEqual([]);
      await expect(submit).toBeEnabled();
      for (const [field, value] of kept) await expect(field).toHaveValue(value);
      expect(new URL(page.url()).hash).toBe(hash);
      expect(sent.length - before).toBe(1);
      lines.push(`${mutation.name} ${current.name}: ok`);
      toasts.length = 0;
    }
    console.log(`fault matrix (mutations): ${lines.join(', ')}`);
  });
}
