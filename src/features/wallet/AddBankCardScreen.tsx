// /addBankCard: holder, bank (from the server's bank list), branch, card number (8+ digits), pay password (6-18).
// Each input's limit is the contract's (BindCardRequest); the bank list loads first.
import './locale';
import { BindCardRequestSchema } from '../../api/requestSchemas.gen';
import { defineForm } from '../../renderers/form';
import { banksQuery, bindCard } from './api/cards';
import { walletKeys } from './api/keys';
import { bankCardSchema } from './cardRules';
import './wallet.css';

export default defineForm({
  request: BindCardRequestSchema,
  schema: bankCardSchema,
  load: banksQuery,
  fields: [
    { name: 'bank_owner', labelKey: 'wallet:cards.owner', placeholderKey: 'wallet:cards.ownerRequired', kind: 'text' },
    // The banks are the server's names; the select shows a label key through t(), which gives back a name it does not know.
    { name: 'bank', labelKey: 'wallet:cards.bank', placeholderKey: 'wallet:cards.bankRequired', kind: 'select', options: (banks) => banks.map((b) => ({ value: b.bank_name, labelKey: b.bank_name })) },
    { name: 'bank_address', labelKey: 'wallet:cards.branch', placeholderKey: 'wallet:cards.branchRequired', kind: 'text' },
    { name: 'bank_no', labelKey: 'wallet:cards.cardNo', placeholderKey: 'wallet:cards.cardNoRequired', kind: 'number' },
    { name: 'pay_pass', labelKey: 'wallet:cards.payPassword', placeholderKey: 'wallet:cards.payPasswordRequired', kind: 'password' },
  ],
  submitKey: 'wallet:cards.bind',
  submit: bindCard,
  onSuccess: { navigate: '/wallet?tab=2', replace: true, invalidate: [walletKeys.cards(1)] },
});
