// The tiers in force: deposits and turnover needed, draws a day, what a draw pays, and how long the tier runs.
import { useTranslation } from 'react-i18next';
import type { RedPacketInfo } from './api/redPacket';
import { useFormat } from '../../lib/useFormat';

/** specHours: the spec's hours and counting window are the rule (the server gave no state of its own), so say them. */
export function RedPacketRules({ rules, specHours }: { rules: RedPacketInfo['rules']; specHours: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  // A column no rule has (a back end without that condition) is not shown.
  const hasFlow = rules.some((rule) => rule.flow_money !== undefined);
  const hasMoney = rules.some((rule) => rule.min_money !== undefined && rule.max_money !== undefined);
  return (
    <section className="rp-card">
      <h2 className="rp-card-title">{t('redpacket:rules.title')}</h2>
      {rules.length === 0 ? (
        <p className="rp-muted">{t('redpacket:rules.none')}</p>
      ) : (
        <table className="rp-rules">
          <thead>
            <tr>
              <th>{t('redpacket:rules.recharge')}</th>
              {hasFlow && <th>{t('redpacket:rules.flow')}</th>}
              <th>{t('redpacket:rules.times')}</th>
              {hasMoney && <th>{t('redpacket:rules.money')}</th>}
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => (
              <tr key={`${rule.start_time}-${rule.recharge}-${rule.flow_money ?? ''}-${rule.day_flow}`}>
                <td>{fmt.money(rule.recharge)}</td>
                {hasFlow && <td>{rule.flow_money === undefined ? '-' : fmt.money(rule.flow_money)}</td>}
                <td>{t('redpacket:rules.timesValue', { count: rule.day_flow })}</td>
                {hasMoney && <td>{rule.min_money !== undefined && rule.max_money !== undefined ? `${fmt.money(rule.min_money)}-${fmt.money(rule.max_money)}` : '-'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ul className="rp-notes">
        {specHours && <li>{t('redpacket:rules.note1')}</li>}
        {specHours && <li>{t('redpacket:rules.note2')}</li>}
        <li>{t('redpacket:rules.note3')}</li>
      </ul>
    </section>
  );
}
