// /withdrawAccount: where a member adds a USDT address or a bank card, and learns which chain to choose.
import './locale';
import { BankcardOutline, QuestionCircleOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { defineDetail } from '../../renderers/detail';
import { UsdtIcon } from './components/UsdtIcon';

export default defineDetail({
  groups: [
    {
      key: 'add',
      fields: [
        { labelKey: 'wallet:account.addUsdt', descriptionKey: 'wallet:account.usdtHint', icon: UsdtIcon, to: '/addUsdtCard' },
        { labelKey: 'wallet:account.addBank', descriptionKey: 'wallet:account.bankHint', icon: BankcardOutline, to: '/addBankCard' },
      ],
    },
    {
      key: 'more',
      fields: [
        { labelKey: 'wallet:account.compare', icon: QuestionCircleOutline, to: '/usdtmore' },
        { labelKey: 'wallet:account.manage', icon: UnorderedListOutline, to: '/wallet' },
      ],
    },
  ],
});
