// /withdrawAccount: where a member adds a USDT address or a bank card, and learns which chain to choose.
import './locale';
import { List } from 'antd-mobile';
import { BankcardOutline, QuestionCircleOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { UsdtIcon } from './components/UsdtIcon';
import './wallet.css';

export default function WithdrawAccountScreen() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <div className="wallet-page">
      <List mode="card" className="wallet-list">
        <List.Item prefix={<UsdtIcon />} description={t('wallet:account.usdtHint')} onClick={() => navigate('/addUsdtCard')}>
          {t('wallet:account.addUsdt')}
        </List.Item>
        <List.Item prefix={<BankcardOutline className="wallet-list-icon" />} description={t('wallet:account.bankHint')} onClick={() => navigate('/addBankCard')}>
          {t('wallet:account.addBank')}
        </List.Item>
      </List>
      <List mode="card" className="wallet-list">
        <List.Item prefix={<QuestionCircleOutline className="wallet-list-icon" />} onClick={() => navigate('/usdtmore')}>
          {t('wallet:account.compare')}
        </List.Item>
        <List.Item prefix={<UnorderedListOutline className="wallet-list-icon" />} onClick={() => navigate('/wallet')}>
          {t('wallet:account.manage')}
        </List.Item>
      </List>
    </div>
  );
}
