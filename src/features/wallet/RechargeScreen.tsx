// /recharge: a tab per enabled method plus the manual one; each method's form sends a deposit that waits for review.
// For a bank deposit the receiving account and the depositor's four details, for USDT the chain and its rate; then
// the amount within the method's range (the spec's 100-10000 until the server's arrives). Its rules (zod and the
// contract's, ~24 KB compressed) load at its first check, and its details' limits when one is first entered: a player
// opening /recharge from a deposit link sees the form sooner. The tabs are the renderer's own (antd-mobile's bring
// react-spring, the largest file this page would load).
import './locale';
import { USDT_PROTOCOL_DEFAULT, USDT_PROTOCOLS } from '../../../core/constants';
import { defineForm } from '../../renderers/form';
import { ScrollTabs } from '../../renderers/tabs';
import { userQuery } from '../../session/queries';
import { payRangeQuery, payWaysQuery } from './api/deposits';
import { RECORDS_KEY } from './api/keys';
import { depositRange, quickAmounts, rangeWords } from './depositFields';
import { WALLET_LOOK } from './formLook';
import { ManualDepositPanel } from './recharge/manualPanel';
import { enabledMethods, METHOD_LABELS, rangeTypeOf } from './recharge/methods';
import { ReceivingAccount } from './recharge/ReceivingAccount';
import { depositNext, sendDeposit } from './recharge/send';
import './wallet.css';

const isBank = ({ method }: { method: string }) => method === 'bank';

export default defineForm({
  look: WALLET_LOOK,
  rules: () => import('./rules').then((rules) => rules.depositRules),
  request: () => import('./rules').then((rules) => rules.depositRequest),
  load: payWaysQuery,
  limits: {
    range: ({ method, chain }) => (method === 'manual' ? null : payRangeQuery(rangeTypeOf(method, chain))),
    // The rate of a fresh profile only, never one kept from an earlier visit.
    user: ({ method }) => (method === 'usdt' ? { ...userQuery, meta: { silent: true } } : null),
  },
  tabs: {
    name: 'method',
    labelKey: 'wallet:recharge.methodsLabel',
    options: (ways) => enabledMethods(ways).map((method) => ({ value: method, labelKey: METHOD_LABELS[method] })),
    control: ScrollTabs,
    panels: { manual: ManualDepositPanel },
  },
  defaults: (_search, ways) => ({ method: enabledMethods(ways)[0], chain: USDT_PROTOCOL_DEFAULT }),
  sections: [
    { key: 'account', titleKey: 'wallet:recharge.account.title', when: isBank },
    {
      key: 'chain',
      titleKey: 'wallet:recharge.chain',
      when: ({ method }) => method === 'usdt',
      note: ({ limits }) => (limits.user ? { key: 'wallet:recharge.usdtRate', values: { rate: limits.user.usdtrate } } : null),
    },
    { key: 'details' },
  ],
  fields: [
    { key: 'account', section: 'account', part: ReceivingAccount },
    // The chains' names are no words of ours: a label key t() does not know comes back as itself.
    { name: 'chain', section: 'chain', kind: 'select', bare: true, labelKey: 'wallet:recharge.chain', options: USDT_PROTOCOLS.map((chain) => ({ value: chain, labelKey: chain })) },
    { name: 'bank_owner', kind: 'text', when: isBank, labelKey: 'wallet:recharge.bankOwner', placeholderKey: 'wallet:recharge.depositorRequired' },
    { name: 'bank', kind: 'text', when: isBank, labelKey: 'wallet:recharge.bank', placeholderKey: 'wallet:recharge.bankTypeRequired' },
    { name: 'bank_no', kind: 'text', when: isBank, labelKey: 'wallet:recharge.bankNo', placeholderKey: 'wallet:recharge.bankNoRequired' },
    { name: 'bank_address', kind: 'text', when: isBank, labelKey: 'wallet:recharge.bankAddress', placeholderKey: 'wallet:recharge.bankAddressRequired' },
    { name: 'amount', kind: 'money', labelKey: 'wallet:recharge.amount', placeholderKey: 'wallet:recharge.amountPlaceholder', quick: ({ limits }) => quickAmounts(depositRange(limits.range)) },
  ],
  // The range's bounds in the placeholder and in the range's sentence.
  words: ({ limits, language }) => rangeWords(depositRange(limits.range), language),
  submitKey: 'wallet:recharge.submit',
  submit: sendDeposit,
  // Its message is the deposit's number: the form says what happened in its own words.
  successToast: false,
  onSuccess: { invalidate: [RECORDS_KEY], next: depositNext },
});
