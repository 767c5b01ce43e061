// One wallet record: what it was (type, method or venue), the amount signed by direction, state, number and time.
import { useTranslation } from 'react-i18next';
import { useVenueName, type TransRecord } from './api';
import { isIncoming, methodLabel, stateLabel, TYPE_OPTIONS } from './labels';
import { useFormat } from '../../lib/useFormat';

export function TransRecordRow({ record }: { record: TransRecord }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const venue = useVenueName(record.pay_way);
  const method = methodLabel(record.pay_way);
  const typeKey = TYPE_OPTIONS.find((o) => o.value === record.type)?.labelKey ?? 'records:types.1';
  const incoming = isIncoming(record.type);
  const via = record.type <= 2 ? (method ? t(method) : record.pay_way) : venue;
  // A deposit or withdrawal moves money only once approved: until then (or when rejected) its amount is greyed.
  const settled = record.type > 2 || record.state === 2;
  return (
    <article className="records-row">
      <div className="records-row-main">
        <strong>
          {t(typeKey)}
          <span className="records-row-via">{via}</span>
        </strong>
        <span className={`records-amount ${!settled ? 'records-muted' : incoming ? 'records-in' : 'records-out'}`}>{`${incoming ? '+' : '-'}${fmt.money(record.amount)}`}</span>
      </div>
      <div className="records-row-meta">
        <span>{record.out_trade_no}</span>
        <span className={`records-state records-state-${record.type <= 2 ? 'review' : 'transfer'}-${record.state}`}>{t(stateLabel(record))}</span>
      </div>
      <time className="records-row-time">{fmt.dateTime(record.created_at)}</time>
    </article>
  );
}
