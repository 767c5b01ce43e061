// /addUsdtCard: a USDT address, its protocol (TRC20 by default, or ERC20) and the pay password; bank is always USDT.
import './locale';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { defineForm } from '../../renderers/form';
import { USDT_PROTOCOL_DEFAULT } from '../../lib/constants';
import { bindCard } from './api/cards';
import { walletKeys } from './api/keys';
import { usdtCardSchema } from './rules';

function CompareLink() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <button type="button" className="wallet-link" onClick={() => navigate('/usdtmore')}>
      {t('wallet:cards.compare')}
    </button>
  );
}

export default defineForm({
  schema: usdtCardSchema,
  fields: [
    { name: 'address', labelKey: 'wallet:cards.address', placeholderKey: 'wallet:cards.addressRequired', kind: 'text', maxLength: 64 },
    {
      name: 'protocol',
      labelKey: 'wallet:cards.protocol',
      kind: 'select',
      options: [
        { value: 'TRC20', labelKey: 'wallet:cards.trc20' },
        { value: 'ERC20', labelKey: 'wallet:cards.erc20' },
      ],
    },
    { name: 'payPassword', labelKey: 'wallet:cards.payPassword', placeholderKey: 'wallet:cards.payPasswordRequired', kind: 'password', maxLength: 18 },
  ],
  defaults: () => ({ protocol: USDT_PROTOCOL_DEFAULT }),
  submitKey: 'wallet:cards.bind',
  submit: (v) => bindCard({ bank: 'USDT', bank_owner: v.protocol, bank_no: v.address.trim(), pay_pass: v.payPassword }),
  onSuccess: { navigate: '/wallet?tab=1', replace: true, invalidate: [walletKeys.cards(2)] },
  footer: <CompareLink />,
});
