// /transfer: above the form its own top bar, the balances, the auto-transfer switch and the venues (a tap picks the
// venue side); the form: from and to (one of them the central wallet, swapped with a tap), the amount with an all
// button (a fresh balance only), sent once however often tapped. Checked amount first, then the wallets.
import './locale';
import { CENTRAL_WALLET } from '../../../core/constants';
import { defineForm } from '../../renderers/form';
import { userQuery } from '../../session/queries';
import { transfer, venueBalancesQuery } from './api/venues';
import { WALLET_LOOK } from './formLook';
import { TRANSFER_ORDER } from './moneyFields';
import { transferSchema } from './rules';
import { TransferTop } from './transfer/TransferTop';
import { WalletPicker } from './transfer/WalletPicker';
import './wallet.css';

export default defineForm({
  look: WALLET_LOOK,
  schema: transferSchema,
  limits: {
    // "All" fills in a fresh balance only, never one kept from an earlier visit.
    user: () => ({ ...userQuery, meta: { silent: true } }),
    venues: () => venueBalancesQuery(false),
  },
  header: TransferTop,
  defaults: () => ({ source: CENTRAL_WALLET }),
  fields: [
    { name: 'source', kind: 'custom', control: WalletPicker, labelKey: 'wallet:transfer.source', placeholderKey: 'wallet:transfer.chooseSource' },
    { name: 'target', kind: 'custom', control: WalletPicker, labelKey: 'wallet:transfer.target', placeholderKey: 'wallet:transfer.chooseTarget' },
    {
      name: 'amount',
      kind: 'money',
      labelKey: 'wallet:transfer.amount',
      placeholderKey: 'wallet:transfer.amountRequired',
      fill: {
        labelKey: 'wallet:transfer.all',
        // Without a fresh balance of the source, "all" empties the amount rather than guess.
        value: ({ values, limits }) => (values.source === CENTRAL_WALLET ? limits.user?.balance : limits.venues?.find((v) => v.platname === values.source)?.balance) ?? '',
      },
    },
  ],
  pair: { names: ['source', 'target'], swapLabelKey: 'wallet:transfer.swap' },
  order: TRANSFER_ORDER,
  submitKey: 'wallet:transfer.submit',
  submit: ({ amount, source, target }, { queryClient }) => transfer({ amount, sourcetype: source, targettype: target }, queryClient),
  onSuccess: { resetForm: ['amount'] },
});
