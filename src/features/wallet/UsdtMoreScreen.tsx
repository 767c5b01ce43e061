// /usdtmore: TRC20 and ERC20 side by side, with this site's withdrawal fee of each (from the profile).
import './locale';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userQuery } from '../../session/queries';
import { useIsLoggedIn } from '../../session/tokenStore';
import './wallet.css';

const ROWS = [
  { key: 'network', trc: 'wallet:usdtmore.trc.network', erc: 'wallet:usdtmore.erc.network' },
  { key: 'address', trc: 'wallet:usdtmore.trc.address', erc: 'wallet:usdtmore.erc.address' },
  { key: 'speed', trc: 'wallet:usdtmore.trc.speed', erc: 'wallet:usdtmore.erc.speed' },
  { key: 'cost', trc: 'wallet:usdtmore.trc.cost', erc: 'wallet:usdtmore.erc.cost' },
] as const;
const ROW_LABELS: Record<(typeof ROWS)[number]['key'], string> = {
  network: 'wallet:usdtmore.rows.network',
  address: 'wallet:usdtmore.rows.address',
  speed: 'wallet:usdtmore.rows.speed',
  cost: 'wallet:usdtmore.rows.cost',
};

export default function UsdtMoreScreen() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const user = useQuery({ ...userQuery, enabled: loggedIn, meta: { silent: true } });
  return (
    <div className="wallet-page">
      <section className="wallet-card">
        <p className="wallet-lead">{t('wallet:usdtmore.lead')}</p>
        <table className="wallet-compare">
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col">TRC20</th>
              <th scope="col">ERC20</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row">{t(ROW_LABELS[row.key])}</th>
                <td>{t(row.trc)}</td>
                <td>{t(row.erc)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('wallet:usdtmore.rows.fee')}</th>
              <td>{user.data ? `${user.data.withdrawfeeusdttrc} USDT` : '--'}</td>
              <td>{user.data ? `${user.data.withdrawcashfee} USDT` : '--'}</td>
            </tr>
          </tbody>
        </table>
        <p className="wallet-muted">{t('wallet:usdtmore.advice')}</p>
        <p className="wallet-muted">{t('wallet:usdtmore.warning')}</p>
      </section>
    </div>
  );
}
