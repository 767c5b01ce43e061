// Which answers a back end's dialect had to patch up: the call, the field and what was wrong with it.
import { useTranslation } from 'react-i18next';
import type { Summary } from './api';
import { Named, RestNote } from './Rest';

export function DriftTable({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  return (
    <section className="field-section field-wide" aria-labelledby="field-drift">
      <h2 id="field-drift">{t('field:drift.title')}</h2>
      <div className="field-card field-scroll">
        {summary.drift.length === 0 ? (
          <p className="field-muted">{t('field:drift.empty')}</p>
        ) : (
          <table className="field-table" data-testid="field-drift">
            <thead>
              <tr>
                <th scope="col">{t('field:drift.operation')}</th>
                <th scope="col">{t('field:drift.field')}</th>
                <th scope="col">{t('field:drift.problem')}</th>
                <th scope="col">{t('field:drift.count')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.drift.map((drift) => (
                <tr key={`${drift.operation} ${drift.field} ${drift.problem}`}>
                  <th scope="row">
                    <Named value={drift.operation} />
                  </th>
                  <td>
                    <code>{drift.field}</code>
                  </td>
                  <td>{t(drift.problem === 'absent' ? 'field:drift.problems.absent' : 'field:drift.problems.wrongType')}</td>
                  <td>{drift.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <RestNote rest={summary.rest.drift} />
      </div>
    </section>
  );
}
