// Google's web vitals of this page life, from its `web-vitals` library's attribution build (the element each concerns),
// loaded with the reporter after the first paint: the browser keeps the entries (buffered), so nothing is missed.
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { components } from '../../../core/schema';

type Metric = components['schemas']['TelemetryMetric'];

export function watchVitals(report: (name: Metric, value: number, target: string | undefined) => void): void {
  onLCP((m) => report('LCP', m.value, m.attribution.target));
  onCLS((m) => report('CLS', m.value, m.attribution.largestShiftTarget));
  onINP((m) => report('INP', m.value, m.attribution.interactionTarget));
  onFCP((m) => report('FCP', m.value, undefined));
  onTTFB((m) => report('TTFB', m.value, undefined));
}
