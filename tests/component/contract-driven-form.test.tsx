// A rule changed in openapi.yaml changes the declared form a player uses, with no other edit: the contract's
// BindCardRequest.bank_owner gets a shorter maxLength and a new x-message, scripts/gen-zod.mjs regenerates the rules
// and their words from that copy, and /addBankCard (a pure declaration) is rendered with what it generated in place
// of the committed src/api/requestSchemas.gen.ts and locales/zh-CN/contract.json.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import wallet from '../../locales/zh-CN/wallet.json';
import { maxLengthOf } from '../../src/api/requestRules';
import type { BindCardRequestSchema } from '../../src/api/requestSchemas.gen';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { renderApp } from './appHarness';
import { apiUrl } from './harness';
import { serveWallet } from './wallet-support';

const changed = vi.hoisted(() => ({ from: "bank_owner: { type: string, minLength: 1, maxLength: 32, x-message: '请输入持卡人姓名！' }", maxLength: 20, message: '持卡人姓名为1~20个字！' }));

// The changed contract's generated module and words stand in for the committed ones, wherever the app imports them.
vi.mock('../../src/api/requestSchemas.gen', async () => {
  const { generatedFrom } = await import('../shared/contractCopy');
  return import(/* @vite-ignore */ generatedFrom(changed).module);
});
vi.mock('../../locales/zh-CN/contract.json', async () => {
  const { generatedFrom } = await import('../shared/contractCopy');
  return { default: generatedFrom(changed).words };
});

configure({ asyncUtilTimeout: 5000 });
afterEach(() => tokenStore.set(null));
afterAll(async () => (await import('../shared/contractCopy')).removeCopies());

const toastText = () => document.querySelector('.adm-toast-main')?.textContent ?? '';

describe('a contract change reaches the declared form', { timeout: 20_000 }, () => {
  it('the committed contract is what the change starts from', async () => {
    const actual = await vi.importActual<{ BindCardRequestSchema: typeof BindCardRequestSchema }>('../../src/api/requestSchemas.gen');
    expect(maxLengthOf(actual.BindCardRequestSchema.shape.bank_owner)).toBe(32);
    expect(readFileSync(path.resolve(import.meta.dirname, '../../openapi.yaml'), 'utf8')).toContain(changed.from);
    const committedWords = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales/zh-CN/contract.json'), 'utf8')) as Record<string, Record<string, string>>;
    expect(committedWords.BindCardRequest?.bank_owner).not.toBe(changed.message);
  });

  it('/addBankCard limits the holder to the new maxLength and tells the new x-message', async () => {
    serveWallet();
    mswServer.use(http.post(apiUrl('/api/banklist'), () => HttpResponse.json({ code: 200, message: 'ok', data: [{ id: 1, bank_name: '中国银行' }] })));
    tokenStore.set('member-token');
    renderApp({ at: '/addBankCard' });
    const holder = await screen.findByLabelText(wallet.cards.owner);
    expect(holder).toHaveAttribute('maxlength', String(changed.maxLength));
    await userEvent.click(screen.getByRole('button', { name: wallet.cards.bind }));
    await waitFor(() => expect(toastText()).toBe(changed.message));
    expect(screen.getByText(changed.message, { selector: '.form-field-error' })).toBeInTheDocument();
  });
});
