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

/** An axis tick (seconds): its hour, and under it its day, as the page's language writes them ("14:00" over "11/28"). */
export function formatHour(seconds: number, language: string): string {
  const at = new Date(seconds * 1000);
  const hour = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  const day = new Intl.DateTimeFormat(language, { month: 'numeric', day: 'numeric' }).format(at);
  return `${hour}\n${day}`;
}
