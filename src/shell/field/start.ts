// The field reports' always-loaded part, started by src/main.tsx: whether this page life reports at all (the brand's
// sample rate; 0 never loads the rest), errors caught from the start, and the reporter (./reporter.ts, web-vitals
// with it) loaded once the page has settled, so it takes nothing from the first screen. Failed calls and drift told
// before then wait in their channels (src/api/failures.ts, src/api/wire/drift.ts).
import { brand } from '../../../brand.config';
import type { FieldReportSettings } from '../../../brands/types';
import { whenPageSettled } from '../../lib/whenNetworkQuiet';
import { catchUncaught } from './errors';

/** Where the reporter reads the member on screen (the session's cached profile), to keep every text of it out. */
let memberOnScreen: () => unknown = () => undefined;
export function reportMemberFrom(read: () => unknown): void {
  memberOnScreen = read;
}

export function startFieldReports(config: FieldReportSettings = brand.fieldReports, random: () => number = Math.random): void {
  const anyKind = config.vitals || config.errors || config.calls || config.drift || config.inApp;
  if (!anyKind || !(random() < config.sampleRate)) return;
  const landing = location.hash;
  if (config.errors) catchUncaught();
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    void import('./reporter').then((reporter) => reporter.startReporter(config, landing, () => memberOnScreen())).catch(() => undefined);
  };
  whenPageSettled(load);
  // Hidden before it settled (the player switched apps): load now, to send when the page is next hidden or in 30 s.
  document.addEventListener('visibilitychange', load, { once: true });
}
