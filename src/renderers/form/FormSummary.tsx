// Figures computed from the values as they are typed (the USDT quote): rows of a label and a value, shown only once
// the values and the limits give them.
import { useTranslation } from 'react-i18next';
import type { FormContext, FormSummary } from './types';

export function FormSummaryList<V, X>({ summary, context }: { summary: FormSummary<V, X>; context: FormContext<V, X> }) {
  const { t } = useTranslation();
  const rows = summary.rows(context);
  if (!rows) return null;
  return (
    <dl className="form-summary" aria-label={t(summary.labelKey)}>
      {rows.map((row) => (
        <div key={row.key} className={row.strong ? 'form-summary-row form-summary-strong' : 'form-summary-row'} data-testid={`${summary.key}-${row.key}`}>
          <dt>{t(row.labelKey)}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
