// How a figure reads: a vital in its unit (LCP/FCP/TTFB in seconds, INP in milliseconds, CLS unitless).
import type { Summary } from './api';

export type Metric = Summary['vitals'][number]['name'];

export function formatVital(metric: Metric, value: number, language: string): string {
  const number = (n: number, places: number) => n.toLocaleString(language, { minimumFractionDigits: places, maximumFractionDigits: places });
  if (metric === 'CLS') return number(value, 3);
  if (metric === 'INP') return `${number(value, 0)} ms`;
  return `${number(value / 1000, 2)} s`;
}

/** The summary's hours as uPlot's x values (seconds). */
export const hourSeconds = (summary: Summary) => summary.hours.map((hour) => Date.parse(hour) / 1000);
