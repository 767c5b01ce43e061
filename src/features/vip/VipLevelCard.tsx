// One level's card: reached or not, what it takes, and the rebate rates it pays.
import { useTranslation } from 'react-i18next';
import type { VipLevel } from './api';
import { isReached, REBATE_COLUMNS } from './levels';
import { useFormat } from '../../lib/useFormat';

export function VipLevelCard({ level, vip }: { level: VipLevel; vip: number | undefined }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const reached = isReached(vip, level.level);
  return (
    <section className="vip-card" aria-label={level.name}>
      <header className="vip-card-head">
        <strong>{level.name}</strong>
        <span className={reached ? 'vip-state vip-state-on' : 'vip-state'}>{reached ? t('vip:reached') : t('vip:notReached')}</span>
      </header>
      {/* A back end without thresholds sends neither: the row is simply not shown. */}
      {(level.recharge !== undefined || level.flow !== undefined) && (
        <dl className="vip-needs">
          {level.recharge !== undefined && (
            <div>
              <dt>{t('vip:recharge')}</dt>
              <dd>{fmt.money(level.recharge)}</dd>
            </div>
          )}
          {level.flow !== undefined && (
            <div>
              <dt>{t('vip:flow')}</dt>
              <dd>{fmt.money(level.flow)}</dd>
            </div>
          )}
        </dl>
      )}
      <table className="vip-rebates">
        <caption>{t('vip:rebate.title')}</caption>
        <tbody>
          {REBATE_COLUMNS.map(([column, key]) => (
            <tr key={column}>
              <th scope="row">{t(key)}</th>
              <td>{level[column]}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
