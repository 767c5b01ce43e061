// A member's bank card and the withdrawal form filled to it, as the fault tests (the acceptance test and the mutation
// matrix) use them: the card bound through the API, then the form as a player fills it.
import type { APIRequestContext, Page } from '@playwright/test';
import wallet from '../../../locales/zh-CN/wallet.json' with { type: 'json' };

const { withdraw } = wallet;
const FIRST = { timeout: 15_000 };
const BANK = '中国银行';

export async function bindBankCard(request: APIRequestContext, member: { password: string; token: string }) {
  await request.post('/api/bindcard', {
    data: { bank: BANK, bank_owner: '张三', bank_no: '6216600011112222', bank_address: '北京支行', pay_pass: member.password },
    headers: { authorization: `Bearer ${member.token}` },
  });
}

/** Opens /withdrawal and fills it (the bank card, `amount`, the password); answers the fields and the button. */
export async function fillWithdrawal(page: Page, payPassword: string, amountText = '200') {
  await page.goto('/#/withdrawal');
  await page.getByRole('tab', { name: withdraw.tabs.bank }).click(FIRST);
  await page.getByRole('button', { name: withdraw.chooseCard }).click();
  await page.getByRole('region', { name: withdraw.chooseCard }).getByRole('button', { name: new RegExp(BANK) }).click();
  const amount = page.getByRole('textbox', { name: withdraw.amount });
  await amount.fill(amountText);
  const password = page.getByPlaceholder(withdraw.passwordRequired);
  await password.fill(payPassword);
  return { amount, password, submit: page.getByRole('button', { name: withdraw.submit }) };
}
