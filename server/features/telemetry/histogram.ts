// Web vitals kept as histograms, not values: an hour's p75 per route and metric from a few dozen numbers, merged
// across hours and kept 30 days. Buckets grow by 4 %, so a p75 read from them is within 2 % of the exact one.
import type { components } from '../../../core/schema';

export type Metric = components['schemas']['TelemetryMetric'];
/** Bucket index → how many values fell in it. */
export type Histogram = Record<number, number>;

const GROWTH = 1.04;
const LOG_GROWTH = Math.log(GROWTH);
/** CLS is unitless and small (0.1 is "good"): counted in thousandths so its buckets are as fine as milliseconds'. */
const scaleOf = (metric: Metric) => (metric === 'CLS' ? 1000 : 1);

export function bucketOf(metric: Metric, value: number): number {
  const scaled = value * scaleOf(metric);
  return scaled < 1 ? 0 : 1 + Math.floor(Math.log(scaled) / LOG_GROWTH);
}

/** The middle of a bucket (geometric), in the metric's own unit. */
function valueOf(metric: Metric, bucket: number): number {
  const scaled = bucket === 0 ? 0 : GROWTH ** (bucket - 0.5);
  return scaled / scaleOf(metric);
}

/** The upper edge of a bucket, in the metric's own unit: bucket b holds values below it (and from the previous edge). */
export const bucketEdge = (metric: Metric, bucket: number): number => GROWTH ** bucket / scaleOf(metric);

export function addTo(into: Histogram, from: Histogram): Histogram {
  for (const [bucket, count] of Object.entries(from)) into[Number(bucket)] = (into[Number(bucket)] ?? 0) + count;
  return into;
}

export const countOf = (histogram: Histogram) => Object.values(histogram).reduce((sum, n) => sum + n, 0);

/**
 * The 75th percentile, rounded as the metric is read: milliseconds whole, CLS to three places. Null when empty.
 * Buckets are whole numbers, and an object's whole-number keys come in ascending order (the language's rule for such
 * keys): no sort, which a 30-day summary would do some 70,000 times.
 */
export function p75(metric: Metric, histogram: Histogram): number | null {
  const total = countOf(histogram);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bucket in histogram) {
    seen += histogram[bucket]!;
    if (seen >= rank) {
      const value = valueOf(metric, Number(bucket));
      return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
    }
  }
  return null;
}
