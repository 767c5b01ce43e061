// The site's lines: per line, the page lives that used it, the calls sent on it, those that got no answer there
// (or a page that is not the back end), and the share of page lives that moved away from it on their own. A blocked
// domain shows as failures and moves within the hour.
import { useTranslation } from 'react-i18next';
import type { Summary } from './api';

const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–');

export function LinesTable({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const lines = summary.lines ?? [];
  return (
    <section className="field-section field-wide" aria-labelledby="field-lines">
      <h2 id="field-lines">{t('field:lines.title')}</h2>
      <div className="field-card field-scroll">
        {lines.length === 0 ? (
          <p className="field-muted">{t('field:lines.empty')}</p>
        ) : (
          <>
            <p className="field-muted">{t('field:lines.note')}</p>
            <table className="field-table" data-testid="field-lines">
              <thead>
                <tr>
                  <th scope="col">{t('field:lines.line')}</th>
                  <th scope="col">{t('field:lines.used')}</th>
                  <th scope="col">{t('field:lines.calls')}</th>
                  <th scope="col">{t('field:lines.failures')}</th>
                  <th scope="col">{t('field:lines.moved')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((row) => (
                  <tr key={row.line}>
                    <th scope="row">{row.line}</th>
                    <td>{row.used}</td>
                    <td>{row.calls}</td>
                    <td>{row.failures}</td>
                    <td>{share(row.moved, row.used)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </section>
  );
}
