// The visits the upgrade notice turned away (an engine below the browser floor, vite/gate): how many players the floor
// costs, by engine and major version, and why each could not run the site.
import { useTranslation } from 'react-i18next';
import type { Summary } from './api';
import { RestNote } from './Rest';

export function TurnedAwayTable({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const total = summary.unsupported.reduce((sum, row) => sum + row.count, 0) + summary.rest.unsupported.count;
  return (
    <section className="field-section field-wide" aria-labelledby="field-turned-away">
      <h2 id="field-turned-away">{t('field:turnedAway.title')}</h2>
      <div className="field-card field-scroll">
        {total === 0 ? (
          <p className="field-muted">{t('field:turnedAway.empty')}</p>
        ) : (
          <>
            <p className="field-muted">{t('field:turnedAway.total', { count: total })}</p>
            <p className="field-muted">{t('field:turnedAway.engineNote')}</p>
            <table className="field-table" data-testid="field-turned-away">
              <thead>
                <tr>
                  <th scope="col">{t('field:turnedAway.engine')}</th>
                  <th scope="col">{t('field:turnedAway.version')}</th>
                  <th scope="col">{t('field:turnedAway.reason')}</th>
                  <th scope="col">{t('field:turnedAway.count')}</th>
                </tr>
              </thead>
              <tbody>
                {summary.unsupported.map((row) => (
                  <tr key={`${row.engine} ${row.major} ${row.reason} ${row.feature}`}>
                    <th scope="row">{t(`field:turnedAway.engines.${row.engine}`)}</th>
                    <td>{row.major || '–'}</td>
                    <td>{t(`field:turnedAway.reasons.${row.reason}`, { feature: row.feature })}</td>
                    <td>{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <RestNote rest={summary.rest.unsupported} />
          </>
        )}
      </div>
    </section>
  );
}
