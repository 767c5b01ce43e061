// @vitest-environment node
// A created deposit's number as any back end gives it (the contract's PayInfoRequest rule): one token of its own form
// goes on to /payInfo; a sentence, a bare word or nothing is not a number, and the deposit's answer is then a failure.
import { describe, expect, it } from 'vitest';
import enWallet from '../../locales/en/wallet.json';
import wallet from '../../locales/zh-CN/wallet.json';
import { depositNumberOf } from '../../src/features/wallet/recharge/depositNumber';
import laravelRecharge from '../fixtures/laravel/captured/recharge.json';

describe('the deposit number of a deposit answer', () => {
  it.each([
    ['this server\'s own', 'D20261128093000123456'],
    ['the Laravel back end\'s (captured)', laravelRecharge.message],
    ['lower case with dashes', 'cz-2023-0001'],
    ['with underscores and dots', 'pay_2026.11.28_0001'],
    ['a UUID', '0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['64 characters', `N${'0'.repeat(63)}`],
  ])('takes %s from the message', (_, number) => {
    expect(depositNumberOf({ message: number, data: [] })).toBe(number);
    expect(depositNumberOf({ message: ` ${number}\n`, data: null })).toBe(number);
  });

  it('takes data.deposit_no before the message', () => {
    expect(depositNumberOf({ message: 'cz-2023-0002', data: { deposit_no: 'cz-2023-0001' } })).toBe('cz-2023-0001');
  });

  it.each([
    ['nothing', ''],
    ['blanks', '   '],
    ['a Chinese sentence', wallet.recharge.created],
    ['an English sentence', enWallet.recharge.created],
    ['a sentence naming a number', 'order cz-2023-0001 created'],
    ['a bare word', 'OK'],
    ['more than 64 characters', `N${'0'.repeat(64)}`],
  ])('refuses %s', (_, message) => {
    expect(depositNumberOf({ message, data: [] })).toBeNull();
  });
});
