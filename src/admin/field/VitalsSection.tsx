// p75 LCP, INP and CLS per route, each coloured by its rating, and each metric's p75 per hour for the busiest routes.
// LCP is the first load's (the route a page was opened on); INP and CLS each visit's of every route a player used.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import type { Summary } from './api';
import { Chart } from './Chart';
import { formatHour, formatVital, hourSeconds, type Metric } from './format';
import { INK, RATING_COLOUR, ratingKey, SERIES } from './palette';
import { Named, OTHER, RestNote } from './Rest';

const SHOWN: readonly Metric[] = ['LCP', 'INP', 'CLS'];
/** Routes drawn per chart: the ones with the most samples. */
const ROUTES_PER_CHART = 5;

type Vital = Summary['vitals'][number];

function VitalCell({ vital }: { vital?: Vital }) {
  const { t, i18n } = useTranslation();
  if (!vital) return <td className="field-muted">–</td>;
  return (
    <td>
      <span className="field-rating" style={{ borderColor: RATING_COLOUR[vital.rating], color: RATING_COLOUR[vital.rating] }} title={t(ratingKey(vital.rating))}>
        {formatVital(vital.name, vital.p75, i18n.language)}
      </span>
      <span className="field-sr">{t(ratingKey(vital.rating))}</span>
    </td>
  );
}

function MetricChart({ summary, metric }: { summary: Summary; metric: Metric }) {
  const { t, i18n } = useTranslation();
  const routes = summary.vitals
    .filter((v) => v.name === metric)
    .sort((a, b) => b.count - a.count)
    .slice(0, ROUTES_PER_CHART);
  const key = routes.map((r) => r.route).join(' ');
  const options = useMemo<Omit<uPlot.Options, 'width'>>(
    () => ({
      height: 180,
      // The routes' names without a value under each: the chart is read at a glance, not by hovering.
      legend: { live: false },
      scales: { x: { time: true } },
      axes: [
        { stroke: INK.text, grid: { stroke: INK.grid }, values: (_u, ticks) => ticks.map((tick) => formatHour(tick, i18n.language)) },
        { stroke: INK.text, grid: { stroke: INK.grid }, size: 56, values: (_u, values) => values.map((v) => formatVital(metric, v, i18n.language)) },
      ],
      series: [
        {},
        // Points too: an hour alone (a new site, a short period) is a point, not a line.
        ...key.split(' ').map((route, i) => ({ label: route === OTHER ? t('field:other') : route, stroke: SERIES[i % SERIES.length], width: 2, spanGaps: true, points: { show: true, size: 6 } })),
      ],
    }),
    [key, metric, i18n.language, t],
  );
  const data = useMemo<uPlot.AlignedData>(() => [hourSeconds(summary), ...routes.map((r) => r.series)], [summary, routes]);
  const title = t('field:vitals.chart', { metric });
  return (
    <figure className="field-card field-figure">
      <figcaption>{title}</figcaption>
      {routes.length ? <Chart options={options} data={data} label={title} /> : <p className="field-muted">{t('field:vitals.chartEmpty', { metric })}</p>}
    </figure>
  );
}

export function VitalsSection({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const byRoute = new Map<string, Partial<Record<Metric, Vital>>>();
  for (const vital of summary.vitals) byRoute.set(vital.route, { ...byRoute.get(vital.route), [vital.name]: vital });
  return (
    <section className="field-section" aria-labelledby="field-vitals">
      <h2 id="field-vitals">{t('field:vitals.title')}</h2>
      <div className="field-card field-scroll">
        {byRoute.size === 0 ? (
          <p className="field-muted">{t('field:vitals.empty')}</p>
        ) : (
          <table className="field-table" data-testid="field-vitals">
            <thead>
              <tr>
                <th scope="col">{t('field:vitals.route')}</th>
                {SHOWN.map((metric) => (
                  <th scope="col" key={metric}>
                    {metric}
                  </th>
                ))}
                <th scope="col">{t('field:vitals.samples')}</th>
              </tr>
            </thead>
            <tbody>
              {[...byRoute].map(([route, vitals]) => (
                <tr key={route}>
                  <th scope="row">
                    <Named value={route} />
                  </th>
                  {SHOWN.map((metric) => (
                    <VitalCell key={metric} vital={vitals[metric]} />
                  ))}
                  <td>{Math.max(...Object.values(vitals).map((v) => v.count))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <RestNote rest={summary.rest.vitals} />
        <p className="field-legend">
          {(['good', 'needs-improvement', 'poor'] as const).map((rating) => (
            <span key={rating} className="field-rating" style={{ borderColor: RATING_COLOUR[rating], color: RATING_COLOUR[rating] }}>
              {t(ratingKey(rating))}
            </span>
          ))}
        </p>
        <p className="field-legend field-muted">{t('field:vitals.where')}</p>
      </div>
      <div className="field-charts">
        {SHOWN.map((metric) => (
          <MetricChart key={metric} summary={summary} metric={metric} />
        ))}
      </div>
    </section>
  );
}
