// Google's thresholds for each web vital (good up to the first, poor beyond the second), the one place they are
// written: the summary rates each p75 by them and the operator's page colours by that rating.
import type { Metric } from './histogram';

export type Rating = 'good' | 'needs-improvement' | 'poor';

export const THRESHOLDS: Record<Metric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function ratingOf(metric: Metric, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}
