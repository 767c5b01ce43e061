// @vitest-environment node
// Every money form rule of the spec's section 5 with its exact sentence, checked in the spec's order.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import contract from '../../locales/zh-CN/contract.json';
import wallet from '../../locales/zh-CN/wallet.json';
import { bankCardSchema, usdtCardSchema } from '../../src/features/wallet/cardRules';
import { DEPOSIT_ORDER, depositRange } from '../../src/features/wallet/depositFields';
import { TRANSFER_ORDER, WITHDRAWAL_ORDER } from '../../src/features/wallet/moneyFields';
import { depositSchema, transferSchema, withdrawalSchema } from '../../src/features/wallet/rules';

/** The sentence a message key names, with {{min}}/{{max}} filled in. */
function sentence(key: string, values: Record<string, string> = {}): string {
  const [ns, path] = key.split(':');
  // The wallet's own words, or the contract's rules' (card binding's lengths).
  expect(['wallet', 'contract']).toContain(ns);
  let node: unknown = ns === 'wallet' ? wallet : contract;
  for (const part of path!.split('.')) node = (node as Record<string, unknown>)[part];
  expect(typeof node).toBe('string');
  return (node as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** The first failing rule's sentence, in the given field order (as the screens report it), or null. */
function firstMessage(schema: z.ZodType, values: unknown, order: readonly string[], fill: Record<string, string> = {}): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) if (!byField.has(String(issue.path[0]))) byField.set(String(issue.path[0]), issue.message);
  const field = order.find((name) => byField.has(name)) ?? [...byField.keys()][0]!;
  return sentence(byField.get(field)!, fill);
}

describe('withdrawal', () => {
  const valid: { bank: number | null; amount: string; password: string } = { bank: 3, amount: '100', password: '666888' };
  const check = (tab: 'usdt' | 'bank', values: Partial<typeof valid>) =>
    firstMessage(withdrawalSchema, { tab, ...valid, ...values }, WITHDRAWAL_ORDER);

  it('checks the account, then the minimum, then the pay password, with the spec\'s sentences', () => {
    expect(check('bank', { bank: null, amount: '1', password: '' })).toBe('请选择您要提现到的银行卡');
    expect(check('usdt', { bank: null, amount: '1', password: '' })).toBe('请选择USDT地址');
    expect(check('bank', { amount: '99.99', password: '' })).toBe('单笔取款不能低于100元');
    expect(check('bank', { amount: '', password: '' })).toBe('单笔取款不能低于100元');
    expect(check('bank', { amount: 'abc' })).toBe('单笔取款不能低于100元');
    expect(check('bank', { password: '' })).toBe('请输入您的支付密码');
    expect(check('usdt', {})).toBeNull();
    expect(check('bank', { amount: '100.00' })).toBeNull();
  });
});

describe('deposit', () => {
  const range = { min: '100.00', max: '10000.00' };
  const fill = { min: '100', max: '10000' };
  const valid = { amount: '500', bank_owner: '张三', bank: '工商银行', bank_no: '6222', bank_address: '北京' };
  const check = (bank: boolean, values: Partial<typeof valid>) =>
    firstMessage(depositSchema(range), { method: bank ? 'bank' : 'usdt', chain: 'TRC20', ...valid, ...values }, DEPOSIT_ORDER, fill);

  it('asks the bank method for depositor, bank type, card number and bank address, in that order', () => {
    const empty = { bank_owner: '', bank: '', bank_no: '', bank_address: '', amount: '' };
    expect(check(true, empty)).toBe('请输入存款人姓名');
    expect(check(true, { ...empty, bank_owner: '张三' })).toBe('请输入银行类型');
    expect(check(true, { ...empty, bank_owner: '张三', bank: '工行' })).toBe('请输入银行卡号');
    expect(check(true, { ...empty, bank_owner: '张三', bank: '工行', bank_no: '1' })).toBe('请输入银行开户行地址');
    expect(check(true, { bank_owner: '  ' })).toBe('请输入存款人姓名');
    expect(check(true, {})).toBeNull();
  });

  it('keeps the amount within the method\'s range: 请输入金额在{min}-{max}之间！', () => {
    expect(check(false, { amount: '99.99' })).toBe('请输入金额在100-10000之间！');
    expect(check(false, { amount: '10000.01' })).toBe('请输入金额在100-10000之间！');
    expect(check(false, { amount: '' })).toBe('请输入金额在100-10000之间！');
    expect(check(false, { amount: '100', bank_owner: '' })).toBeNull(); // other methods ask no bank details
    expect(check(false, { amount: '10000' })).toBeNull();
    const server = depositSchema({ min: '50.00', max: '500.00' });
    expect(firstMessage(server, { method: 'wxpay', chain: 'TRC20', ...valid, amount: '600' }, DEPOSIT_ORDER, { min: '50', max: '500' })).toBe('请输入金额在50-500之间！');
  });
});

describe('depositRange', () => {
  const spec = { min: '100.00', max: '10000.00' };
  it('takes the back end\'s range for the method where it gives one', () => {
    expect(depositRange({ min_price: '100.00', max_price: '50000.00' }, spec)).toEqual({ min: '100.00', max: '50000.00' });
  });
  it('takes a range of 0 (Laravel\'s for a bank deposit), a reversed one, or none as no range: the spec\'s default', () => {
    expect(depositRange({ min_price: '0.00', max_price: '0.00' }, spec)).toBe(spec);
    expect(depositRange({ min_price: '500.00', max_price: '100.00' }, spec)).toBe(spec);
    expect(depositRange(undefined, spec)).toBe(spec);
  });
});

describe('transfer', () => {
  const check = (values: { amount: string; source: string; target: string }) => firstMessage(transferSchema, values, TRANSFER_ORDER);

  it('asks for an amount first: 请输入操作金额！', () => {
    expect(check({ amount: '', source: 'pp', target: 'ag' })).toBe('请输入操作金额！');
    expect(check({ amount: '0', source: 'userbalance', target: 'pp' })).toBe('请输入操作金额！');
  });

  it('refuses two venues (场馆内钱包不支持互转) and the same wallet twice; one side must be the central wallet', () => {
    expect(check({ amount: '10', source: 'pp', target: 'ldty' })).toBe('场馆内钱包不支持互转');
    expect(check({ amount: '10', source: 'pp', target: 'pp' })).toBe('转出和转入钱包不能相同');
    expect(check({ amount: '10', source: 'userbalance', target: '' })).toBe('请选择转入钱包');
    expect(check({ amount: '10', source: '', target: 'pp' })).toBe('请选择转出钱包');
    expect(check({ amount: '10', source: 'userbalance', target: 'pp' })).toBeNull();
    expect(check({ amount: '10', source: 'pp', target: 'userbalance' })).toBeNull();
  });
});

describe('cards', () => {
  const usdt = (values: Record<string, string>) =>
    firstMessage(usdtCardSchema, { address: 'TpK1i4o72wKryrHYVisbYq8qEvVA38xLFn', protocol: 'TRC20', pay_pass: '666888', ...values }, ['address', 'protocol', 'pay_pass']);
  const bank = (values: Record<string, string>) =>
    firstMessage(bankCardSchema, { bank_owner: '张三', bank: '中国银行', bank_address: '北京', bank_no: '6222 0202 0011', pay_pass: '666888', ...values }, ['bank_owner', 'bank', 'bank_address', 'bank_no', 'pay_pass']);

  it('USDT: address, protocol, pay password', () => {
    expect(usdt({ address: '', pay_pass: '' })).toBe('请输入USDT地址！');
    expect(usdt({ protocol: '' })).toBe('请选择钱包协议！');
    expect(usdt({ pay_pass: '' })).toBe('请输入支付密码！');
    expect(usdt({ pay_pass: '12345' })).toBe('支付密码长度为6~18位！');
    expect(usdt({ protocol: 'ERC20' })).toBe('请输入正确的USDT地址！');
    expect(usdt({ protocol: 'ERC20', address: '0x5a60e97ed1c3651c9f57953ffb1685bfbe2a47f6' })).toBeNull();
    expect(usdt({})).toBeNull();
  });

  it('bank card: owner, bank, branch, card number (8 or more digits), pay password (6 to 18)', () => {
    expect(bank({ bank_owner: '', bank: '', bank_address: '', bank_no: '', pay_pass: '' })).toBe('请输入持卡人姓名！');
    expect(bank({ bank: '', bank_address: '', bank_no: '', pay_pass: '' })).toBe('请选择银行！');
    expect(bank({ bank_address: ' ', bank_no: '', pay_pass: '' })).toBe('请输入开户行地址！');
    expect(bank({ bank_no: '', pay_pass: '' })).toBe('请输入银行卡号！');
    expect(bank({ bank_no: '1234 567' })).toBe('请输入正确的卡号长度！');
    expect(bank({ bank_no: '1234abcd' })).toBe('银行卡号只能包含数字！');
    expect(bank({ pay_pass: '' })).toBe('请输入支付密码！');
    expect(bank({ pay_pass: '12345' })).toBe('支付密码长度为6~18位！');
    expect(bank({ pay_pass: 'x'.repeat(19) })).toBe('支付密码长度为6~18位！');
    expect(bank({ pay_pass: 'x'.repeat(18) })).toBeNull();
  });
});
