// The first load's web vitals (LCP, FCP, TTFB: the route the page was opened on), from Google's `web-vitals` library's
// attribution build (the element each concerns), loaded with the reporter after the first paint: the browser keeps
// the entries (buffered), so nothing is missed. INP and CLS belong to each route a player used: ./visits.ts.
import { onFCP, onLCP, onTTFB } from 'web-vitals/attribution';

export function watchFirstLoad(report: (name: 'LCP' | 'FCP' | 'TTFB', value: number, target: string | undefined) => void): void {
  onLCP((m) => report('LCP', m.value, m.attribution.target));
  onFCP((m) => report('FCP', m.value, undefined));
  onTTFB((m) => report('TTFB', m.value, undefined));
}
