// The fault matrix's mutations below the browser: each main mutation's tap (deposit, withdrawal, transfer, binding a
// card, a promotion's apply, the red packet's grab, the rebate's claim) answered with each fault of
// tests/shared/faults.ts, on the real screen, client and query cache, the reference server in the test's process. The
// player reads the category's words (or the screen's own, where the spec gives it some) in the red toast and no
// success (offline: the offline bar says it, and no red toast under it), the button is enabled again, the form is kept
// as typed, the address stays, exactly one call went out and no money moved; then, with the fault gone, one more tap
// goes through. The lottery's bet, which needs the room's socket, is the browser's (tests/e2e/fault-matrix-mutations.spec.ts).
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import promotions from '../../../locales/zh-CN/promotions.json' with { type: 'json' };
import rebate from '../../../locales/zh-CN/rebate.json' with { type: 'json' };
import redpacket from '../../../locales/zh-CN/redpacket.json' with { type: 'json' };
import wallet from '../../../locales/zh-CN/wallet.json' with { type: 'json' };
import { PLATFORMS } from '../../../server/seed';
import { placeBet, settleBet } from '../../../server/bets';
import { central, HOUSE } from '../../../server/ledger/ledger';
import { findUserByName } from '../../../server/users/repo';
import { FAULTS, wordsOn, type Fault } from '../../shared/faults';
import type { InProcessServer } from '../support/inProcessServer';
import type { FaultyPhone } from './phone';

const { recharge, transfer, cards, withdraw } = wallet;
const TRC20 = 'TpK1i4o72wKryrHYVisbYq8qEvVA38xLFn';
const BANK = '中国银行';
const beijing = (text: string) => new Date(`${text}+08:00`);

export interface Member {
  name: string;
  password: string;
  token: string;
  id: number;
}

/** What a mutation's screen, once filled, holds: the fields that must keep what the player gave, and the button. */
interface Filled {
  kept: [HTMLInputElement | HTMLElement, string][];
  submit: () => HTMLElement;
  /** The page's words for a "no" of the server where they are not a toast (the red packet's refusal dialog). */
  refusal?: { shown: (words: string) => boolean; close: () => HTMLElement };
}

export interface Mutation {
  name: string;
  /** The call the tap makes. */
  path: string;
  /** The route it is made on, where that screen has words of its own for a failure (NO_ANSWER_WORDS). */
  route?: string;
  /** The screen reads the answer's data: a code 200 answer with `data: null` is then a failure, not a success. */
  needsData?: boolean;
  /** The member's standing the screen needs, made on the server before the screen opens. */
  prepare?: (server: InProcessServer, member: Member) => Promise<void>;
  /** The route the phone opens. */
  at: string;
  fill(phone: FaultyPhone, member: Member): Promise<Filled>;
}

const button = (name: string) => () => screen.getByRole('button', { name });
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const byPlaceholder = (text: string) => screen.getByPlaceholderText(text) as HTMLInputElement;

export const MUTATIONS: Mutation[] = [
  {
    name: 'deposit',
    path: '/api/recharge',
    at: '/recharge',
    async fill(phone) {
      await phone.tap(screen.getByRole('tab', { name: 'USDT' }));
      await phone.settle();
      const amount = field(recharge.amount);
      await phone.type(amount, '720');
      return { kept: [[amount, '720']], submit: button(recharge.submit) };
    },
  },
  {
    name: 'withdrawal',
    path: '/api/withdraw',
    at: '/withdrawal',
    async prepare(server, member) {
      const bound = await server.post('/api/bindcard', { bank: BANK, bank_owner: '张三', bank_no: '6216600011112222', bank_address: '北京支行', pay_pass: member.password }, member.token);
      expect(bound.code, bound.message).toBe(200);
    },
    async fill(phone, member) {
      await phone.tap(screen.getByRole('tab', { name: withdraw.tabs.bank }));
      await phone.settle();
      await phone.tap(screen.getByRole('button', { name: withdraw.chooseCard }));
      await phone.settle();
      await phone.tap(within(screen.getByRole('region', { name: withdraw.chooseCard })).getByRole('button', { name: new RegExp(BANK) }));
      await phone.settle();
      const amount = field(withdraw.amount);
      await phone.type(amount, '200');
      const password = byPlaceholder(withdraw.passwordRequired);
      await phone.type(password, member.password);
      return { kept: [[amount, '200'], [password, member.password]], submit: button(withdraw.submit) };
    },
  },
  {
    name: 'transfer',
    path: '/api/transfer',
    at: '/transfer',
    async fill(phone) {
      expect(screen.getByTestId('main-balance')).toHaveTextContent('500.00');
      const venue = PLATFORMS.find((p) => p.name === 'pp')!.title;
      await phone.tap(screen.getByRole('button', { name: new RegExp(venue) }));
      await phone.settle();
      const amount = field(transfer.amount);
      await phone.type(amount, '120.50');
      return { kept: [[amount, '120.50']], submit: button(transfer.submit) };
    },
  },
  {
    name: 'bind card',
    path: '/api/bindcard',
    at: '/addUsdtCard',
    async fill(phone, member) {
      const address = byPlaceholder(cards.addressRequired);
      await phone.type(address, TRC20);
      const password = byPlaceholder(cards.payPasswordRequired);
      await phone.type(password, member.password);
      return { kept: [[address, TRC20], [password, member.password]], submit: button(cards.bind) };
    },
  },
  {
    name: 'apply',
    path: '/api/doactivityapply',
    at: '/activityInfo?id=1',
    async fill() {
      return { kept: [], submit: button(promotions.detail.apply) };
    },
  },
  {
    name: 'grab',
    path: '/api/douserredpacket',
    route: '/hongbao',
    needsData: true,
    at: '/hongbao',
    // Inside the red packet's window (10:30 Beijing time on the server's clock), with a deposit the day before.
    async prepare(server, member) {
      await server.admin('/admin/clock', { now: beijing('2025-06-18T10:30:00').toISOString() });
      const at = beijing('2025-06-17T20:00:00').getTime();
      server.deps.db
        .prepare('INSERT INTO deposits (deposit_no, user_id, paytype, amount_fen, state, created_at, reviewed_at) VALUES (?, ?, ?, ?, 2, ?, ?)')
        .run(`D${member.id}GRAB`, member.id, 'bank', 20_000, at, at);
    },
    async fill() {
      expect(screen.getByTestId('rp-sendnums')).toHaveTextContent('1');
      const dialog = () => screen.queryByRole('dialog');
      return {
        kept: [],
        submit: button(redpacket.draw),
        // The server's "no" is the refusal dialog with a way to top up (the screen's own way), not a toast.
        refusal: {
          shown: (words) => !!dialog()?.textContent?.includes(words),
          close: () => within(dialog()!).getByRole('button', { name: redpacket.refused.close }),
        },
      };
    },
  },
  {
    name: 'claim',
    path: '/api/dofanshui',
    at: '/fanshui',
    async prepare(server, member) {
      await server.admin('/admin/clock', { now: beijing('2025-06-18T10:30:00').toISOString() });
      const { db, ledger } = server.deps;
      ledger.move({ kind: 'admin_credit', memberId: member.id, from: HOUSE, to: central(member.id), amountFen: 100_000 });
      const bet = placeBet(db, ledger, { userId: member.id, platform: 'hqzr', categoryId: 'realbet', plays: 'faults', amountFen: 100_000, from: central(member.id) }, beijing('2025-06-18T09:00:00'));
      settleBet(db, ledger, bet.bet_id, 0, central(member.id), beijing('2025-06-18T09:00:00'));
      await server.admin('/admin/settle-rebates', {});
    },
    async fill() {
      expect(screen.getByTestId('fs-pending')).not.toHaveTextContent('0.00');
      return { kept: [], submit: button(rebate.claim) };
    },
  },
];

/**
 * The faults a mutation meets: all but `code` 200 without data, unless its screen needs the data. The hang comes last:
 * it moves the clock on past the client's timeout.
 */
export const faultsOf = (mutation: Mutation) =>
  FAULTS.filter((fault) => fault.name !== 'code200-null' || mutation.needsData).toSorted((a, b) => Number(a.name === 'hang') - Number(b.name === 'hang'));

/** A fresh member with 500.00 in the central wallet, made through the API. */
export async function fundedMember(server: InProcessServer): Promise<Member> {
  const member = await server.member();
  const credited = await server.admin('/admin/credit', { username: member.name, amount: '500' });
  expect(credited.code, credited.message).toBe(200);
  return { ...member, id: findUserByName(server.deps.db, member.name)!.id };
}

const valueOf = (element: HTMLElement) => (element instanceof HTMLInputElement ? element.value : (element.textContent ?? ''));

/** What is wrong after one tap under `fault` (empty: nothing). */
export async function tapUnder(phone: FaultyPhone, server: InProcessServer, mutation: Mutation, filled: Filled, member: Member, fault: Fault): Promise<string[]> {
  const found: string[] = [];
  const balance = async () => (await server.post<{ balance: string }>('/api/balance', {}, member.token)).data.balance;
  const money = await balance();
  const at = phone.location();
  const before = phone.requests.filter((path) => path === mutation.path).length;
  phone.toasts();
  await phone.set(fault);
  await phone.tap(filled.submit());
  await phone.settle();
  const words = mutation.route ? wordsOn(mutation.route, fault) : fault.words;
  const toasts = phone.toasts();
  if (filled.refusal && fault.name === 'code500') {
    if (!filled.refusal.shown(words)) found.push(`the refusal dialog does not say "${words}"`);
    else await phone.tap(filled.refusal.close());
  } else if (fault.bar) {
    if (!phone.barSays(fault.bar)) found.push('the offline bar does not show');
    if (toasts.some((toast) => toast.startsWith('fail:'))) found.push(`a red toast under the offline bar: ${toasts.join(' | ')}`);
  } else if (!toasts.includes(`fail:${words}`)) {
    found.push(`no red toast says "${words}" (toasts: ${toasts.join(' | ') || 'none'})`);
  }
  if (toasts.some((toast) => toast.startsWith('success:'))) found.push(`a success toast: ${toasts.join(' | ')}`);
  if (filled.submit().hasAttribute('disabled') || filled.submit().getAttribute('aria-disabled') === 'true') found.push('the button stays off');
  for (const [element, value] of filled.kept) if (valueOf(element) !== value) found.push(`a field lost what was typed: "${valueOf(element)}" for "${value}"`);
  if (phone.location() !== at) found.push(`the address moved to ${phone.location()}`);
  const sent = phone.requests.filter((path) => path === mutation.path).length - before;
  if (sent !== 1) found.push(`${sent} calls a tap`);
  await phone.set(null);
  await phone.settle();
  if ((await balance()) !== money) found.push('money moved');
  const uncaught = phone.errors.splice(0);
  if (uncaught.length) found.push(`uncaught ${uncaught.join(' | ')}`);
  return found.map((problem) => `${mutation.name} ${fault.name}: ${problem}`);
}

/** The fault gone, one more tap goes through: one call, the server's yes. */
export async function tapThrough(phone: FaultyPhone, mutation: Mutation, filled: Filled): Promise<string[]> {
  const before = phone.requests.filter((path) => path === mutation.path).length;
  phone.answered.delete(mutation.path);
  await phone.tap(filled.submit());
  await phone.settle();
  const sent = phone.requests.filter((path) => path === mutation.path).length - before;
  const found: string[] = [];
  if (sent !== 1) found.push(`${sent} calls for the tap after the faults`);
  if (phone.answered.get(mutation.path) !== 200) found.push(`the tap after the faults was answered ${phone.answered.get(mutation.path) ?? 'nothing'}`);
  return found.map((problem) => `${mutation.name}: ${problem}`);
}
