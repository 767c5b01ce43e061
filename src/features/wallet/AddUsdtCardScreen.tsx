// /addUsdtCard: a USDT address, its protocol (TRC20 by default, or ERC20) and the pay password; bank is always USDT.
// The address is sent as the contract's bank_no, whose maxLength is the input's.
import './locale';
import { BindCardRequestSchema } from '../../api/requestSchemas.gen';
import { defineForm } from '../../renderers/form';
import { USDT_PROTOCOL_DEFAULT } from '../../../core/constants';
import { bindCard } from './api/cards';
import { walletKeys } from './api/keys';
import { usdtCardSchema } from './cardRules';
import { CompareLink } from './components/CompareLink';
import './wallet.css';

export default defineForm({
  request: BindCardRequestSchema,
  schema: usdtCardSchema,
  fields: [
    { name: 'address', contract: 'bank_no', labelKey: 'wallet:cards.address', placeholderKey: 'wallet:cards.addressRequired', kind: 'text' },
    {
      name: 'protocol',
      labelKey: 'wallet:cards.protocol',
      kind: 'select',
      options: [
        { value: 'TRC20', labelKey: 'wallet:cards.trc20' },
        { value: 'ERC20', labelKey: 'wallet:cards.erc20' },
      ],
    },
    { name: 'pay_pass', labelKey: 'wallet:cards.payPassword', placeholderKey: 'wallet:cards.payPasswordRequired', kind: 'password' },
  ],
  defaults: () => ({ protocol: USDT_PROTOCOL_DEFAULT }),
  submitKey: 'wallet:cards.bind',
  submit: bindCard,
  onSuccess: { navigate: '/wallet?tab=1', replace: true, invalidate: [walletKeys.cards(2)] },
  footer: CompareLink,
});
