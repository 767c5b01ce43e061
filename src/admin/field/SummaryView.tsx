// The summary at a glance: the period, then the vitals, the failing calls, the top errors, the drift, the visits
// turned away below the browser floor and the visits in an app's own browser.
import { useTranslation } from 'react-i18next';
import { DriftTable } from './DriftTable';
import { ErrorsTable } from './ErrorsTable';
import { FailuresTable } from './FailuresTable';
import { InAppTable } from './InAppTable';
import { LinesTable } from './LinesTable';
import { PERIODS } from './periods';
import { TurnedAwayTable } from './TurnedAwayTable';
import type { SummaryState } from './useSummary';
import { VitalsSection } from './VitalsSection';

interface Props {
  summary: SummaryState & { reload(): void };
  hours: number;
  onHours(hours: number): void;
}

export function SummaryView({ summary, hours, onHours }: Props) {
  const { t, i18n } = useTranslation();
  const data = 'data' in summary ? summary.data : undefined;
  return (
    <main className="field-main">
      <div className="field-toolbar" role="group" aria-label={t('field:period.label')}>
        {PERIODS.map((period) => (
          <button
            key={period.hours}
            type="button"
            className={`field-chip ${period.hours === hours ? 'field-chip-on' : ''}`}
            aria-pressed={period.hours === hours}
            onClick={() => onHours(period.hours)}
          >
            {t(period.key)}
          </button>
        ))}
        <button type="button" className="field-link" onClick={summary.reload} disabled={summary.status === 'loading'}>
          {summary.status === 'loading' ? t('field:loading') : t('field:refresh')}
        </button>
        {data && <span className="field-muted">{t('field:reports', { count: data.reports })}</span>}
        {summary.status === 'ready' && <span className="field-muted">{t('field:updated', { time: summary.at.toLocaleTimeString(i18n.language) })}</span>}
      </div>
      {summary.status === 'failed' && (
        <p role="alert" className="field-alert">
          {t('field:failed')}{' '}
          <button type="button" className="field-link" onClick={summary.reload}>
            {t('field:retry')}
          </button>
        </p>
      )}
      {!data && summary.status === 'loading' && <p className="field-muted">{t('field:loading')}</p>}
      {data && (
        <>
          <VitalsSection summary={data} />
          <div className="field-grid">
            <FailuresTable summary={data} />
            <ErrorsTable summary={data} />
            <DriftTable summary={data} />
            <TurnedAwayTable summary={data} />
            <InAppTable summary={data} />
            <LinesTable summary={data} />
          </div>
        </>
      )}
    </main>
  );
}
