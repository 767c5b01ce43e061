// The failing calls by kind, most first, each with its count per hour.
import { useTranslation } from 'react-i18next';
import type { Summary } from './api';
import { hourSeconds } from './format';
import { Named, RestNote } from './Rest';
import { Sparkline } from './Sparkline';

export function FailuresTable({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const hours = hourSeconds(summary);
  return (
    <section className="field-section field-wide" aria-labelledby="field-failures">
      <h2 id="field-failures">{t('field:failures.title')}</h2>
      <div className="field-card field-scroll">
        {summary.failures.length === 0 ? (
          <p className="field-muted">{t('field:failures.empty')}</p>
        ) : (
          <table className="field-table" data-testid="field-failures">
            <thead>
              <tr>
                <th scope="col">{t('field:failures.operation')}</th>
                <th scope="col">{t('field:failures.kind')}</th>
                <th scope="col">{t('field:failures.status')}</th>
                <th scope="col">{t('field:failures.count')}</th>
                <th scope="col">{t('field:failures.trend')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.failures.map((failure) => (
                <tr key={`${failure.operation} ${failure.failure}`}>
                  <th scope="row">
                    <Named value={failure.operation} />
                  </th>
                  <td>{t(`field:kinds.${failure.failure}`)}</td>
                  <td>{failure.status || '–'}</td>
                  <td>{failure.count}</td>
                  <td>
                    <Sparkline hours={hours} counts={failure.series} label={`${failure.operation} ${t('field:failures.trend')}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <RestNote rest={summary.rest.failures} />
      </div>
    </section>
  );
}
