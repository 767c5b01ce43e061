// The errors players met, most frequent first, with the route and the first frames of the stack.
import { useTranslation } from 'react-i18next';
import type { Summary } from './api';
import { Named, RestNote } from './Rest';

export function ErrorsTable({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  return (
    <section className="field-section field-wide" aria-labelledby="field-errors">
      <h2 id="field-errors">{t('field:errors.title')}</h2>
      <div className="field-card field-scroll">
        {summary.errors.length === 0 ? (
          <p className="field-muted">{t('field:errors.empty')}</p>
        ) : (
          <table className="field-table" data-testid="field-errors">
            <thead>
              <tr>
                <th scope="col">{t('field:errors.message')}</th>
                <th scope="col">{t('field:errors.route')}</th>
                <th scope="col">{t('field:errors.count')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.errors.map((error) => (
                <tr key={`${error.message} ${error.route} ${error.source}`}>
                  <td className="field-message">
                    <span>{error.message}</span>
                    <span className="field-muted">{t(`field:errors.sources.${error.source}`, { defaultValue: error.source })}</span>
                    {error.stack && (
                      <details>
                        <summary className="field-muted">stack</summary>
                        <pre>{error.stack}</pre>
                      </details>
                    )}
                  </td>
                  <td>
                    <Named value={error.route} />
                  </td>
                  <td>{error.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <RestNote rest={summary.rest.errors} />
      </div>
    </section>
  );
}
