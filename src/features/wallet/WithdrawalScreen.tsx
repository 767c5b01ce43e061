// /withdrawal: tabs USDT and bank card (switching starts the form afresh: account, amount, fee and password), the
// balances with refresh and one-key recall, the venues collapsed to 3 rows (polled every 3.5 s), then the form: the
// account, the turnover still owed, the amount with its max button, the pay password, and for USDT the quote; and the
// way to a person. Checked in the spec's order; on success emptied, then the records after 1.5 s.
import './locale';
import { WITHDRAWAL_REDIRECT_MS } from '../../../core/constants';
import { WithdrawRequestSchema } from '../../api/requestSchemas.gen';
import { defineForm } from '../../renderers/form';
import { userQuery } from '../../session/queries';
import { cardsQuery } from './api/cards';
import { withdraw } from './api/withdrawals';
import { WALLET_LOOK } from './formLook';
import { WITHDRAWAL_ORDER } from './moneyFields';
import { withdrawalSchema } from './rules';
import { AccountPicker } from './withdrawal/AccountPicker';
import { ServiceLink } from './withdrawal/ServiceLink';
import { TurnoverNote, TurnoverRow } from './withdrawal/TurnoverOwed';
import { usdtQuoteRows } from './withdrawal/usdtQuote';
import { WithdrawalBalances } from './withdrawal/WithdrawalBalances';
import { WithdrawalTabs } from './withdrawal/WithdrawalTabs';
import './wallet.css';

export default defineForm({
  look: WALLET_LOOK,
  request: WithdrawRequestSchema,
  schema: withdrawalSchema,
  limits: {
    // The maximum, the rate and the fees from a fresh profile only, never one kept from an earlier visit.
    user: () => ({ ...userQuery, meta: { silent: true } }),
    // The chain of the address chosen, whose fee the quote takes: the USDT tab's addresses (card type 2).
    cards: ({ tab }) => cardsQuery(tab === 'usdt' ? 2 : 1),
  },
  // The spec's tab names: 1 USDT, 2 bank card.
  tabs: {
    name: 'tab',
    options: [
      { value: 'usdt', labelKey: 'wallet:withdraw.tabs.usdt' },
      { value: 'bank', labelKey: 'wallet:withdraw.tabs.bank' },
    ],
    control: WithdrawalTabs,
  },
  header: WithdrawalBalances,
  defaults: () => ({ tab: 'usdt' as const, bank: null }),
  fields: [
    { key: 'turnover', part: TurnoverNote },
    { name: 'bank', kind: 'custom', control: AccountPicker, labelKey: ({ tab }) => (tab === 'usdt' ? 'wallet:withdraw.address' : 'wallet:withdraw.card') },
    { key: 'owed', part: TurnoverRow },
    { name: 'amount', kind: 'money', labelKey: 'wallet:withdraw.amount', placeholderKey: 'wallet:withdraw.amountPlaceholder', fill: { labelKey: 'wallet:withdraw.max', value: ({ limits }) => limits.user?.balance } },
    { name: 'password', kind: 'password', reveal: false, labelKey: 'wallet:withdraw.password', placeholderKey: 'wallet:withdraw.passwordRequired' },
  ],
  summary: { key: 'usdt', labelKey: 'wallet:withdraw.usdt.title', when: ({ tab }) => tab === 'usdt', rows: usdtQuoteRows },
  order: WITHDRAWAL_ORDER,
  submitKey: 'wallet:withdraw.submit',
  submit: ({ bank, amount, password }, { queryClient }) => withdraw({ bank: bank!, amount, password }, queryClient),
  onSuccess: { resetForm: true, navigate: '/transRecord?type=2', delayMs: WITHDRAWAL_REDIRECT_MS },
  footer: ServiceLink,
});
