// The visits made in an app's own browser (a link opened in WeChat, QQ...), per app: how many players arrive from a
// chat's link, where a download or an install does nothing until the page is opened in the phone's browser.
import { useTranslation } from 'react-i18next';
import type { Summary } from './api';
import { RestNote } from './Rest';

export function InAppTable({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const total = summary.inApp.reduce((sum, row) => sum + row.count, 0) + summary.rest.inApp.count;
  return (
    <section className="field-section field-wide" aria-labelledby="field-in-app">
      <h2 id="field-in-app">{t('field:inApp.title')}</h2>
      <div className="field-card field-scroll">
        {total === 0 ? (
          <p className="field-muted">{t('field:inApp.empty')}</p>
        ) : (
          <>
            <p className="field-muted">{t('field:inApp.total', { count: total })}</p>
            <p className="field-muted">{t('field:inApp.note')}</p>
            <table className="field-table" data-testid="field-in-app">
              <thead>
                <tr>
                  <th scope="col">{t('field:inApp.browser')}</th>
                  <th scope="col">{t('field:inApp.count')}</th>
                </tr>
              </thead>
              <tbody>
                {summary.inApp.map((row) => (
                  <tr key={row.browser}>
                    <th scope="row">{t(`field:inApp.browsers.${row.browser}`)}</th>
                    <td>{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <RestNote rest={summary.rest.inApp} />
          </>
        )}
      </div>
    </section>
  );
}
