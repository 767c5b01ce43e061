// The field reports' deferred part (./start.ts loads it once the page has settled): it hears the vitals (the first
// load's, and each route visit's INP and CLS), the failed calls, the contract drift and the errors (those from before
// it loaded too), and notes once whether the page runs in an app's own browser (WeChat, QQ...); it turns each into a
// report of the contract (TelemetryReport: a route's pattern, no secret), batches them and sends a batch when the page
// is hidden and at most every 30 s otherwise.
import { brand } from '../../../brand.config';
import type { FieldReportSettings } from '../../../brands/types';
import { onFailure } from '../../api/failures';
import { onLineEvent } from '../../api/lines/state';
import { dialectName } from '../../api/wire';
import { onDrift } from '../../api/wire/drift';
import { currentInAppBrowser } from '../../lib/inAppBrowser';
import { screenLanguage } from '../../lib/language';
import { rememberedUsername } from '../../session/storage';
import { tokenStore } from '../../session/tokenStore';
import { ReportBatch, type Metric, type PageTags, type Report } from './batch';
import { onSeenError } from './errors';
import { scrub } from '../../../core/privacy';
import { describeError } from './privacy';
import { routeOf } from './route';
import { sendBatch } from './send';
import { watchFirstLoad } from './vitals';
import { watchVisits } from './visits';

const SEND_EVERY_MS = 30_000;
/** Distinct errors reported per page life: an error in a loop is counted, not a flood. */
const MAX_DISTINCT_ERRORS = 50;
const TARGET_MAX = 100;
const FIELD_MAX = 120;
const DURATION_MAX_MS = 600_000;
/** A user timing mark once the reporter listens (seen in the browser's performance panel; tests wait for it). */
export const REPORTER_MARK = 'field-reports';

/** Random per page life: never a member, a device or a session. */
function pageId(): string {
  return [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function connection(): PageTags['connection'] {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return type === 'slow-2g' || type === '2g' || type === '3g' || type === '4g' ? type : 'unknown';
}

/** Where the member on screen is read (the session's cached profile). */
let member: () => unknown = () => undefined;

/** What this session knows that a report must never carry: its token and every text of the cached member. */
function secrets(): string[] {
  const user = member();
  const texts = user && typeof user === 'object' ? Object.values(user) : [];
  return [tokenStore.get(), rememberedUsername.get(), ...texts]
    .map((value) => (typeof value === 'number' ? String(value) : value))
    .filter((value): value is string => typeof value === 'string');
}

const endpointOf = (config: FieldReportSettings) => new URL(config.endpoint || '/api/telemetry', location.origin).href;

/** `landing` is the location.hash the page opened on: its vitals belong to that route. */
export function startReporter(config: FieldReportSettings, landing: string, memberOnScreen: () => unknown = () => undefined): void {
  member = memberOnScreen;
  const page: PageTags = {
    id: pageId(),
    brand: brand.id,
    dialect: dialectName(),
    version: __APP_VERSION__,
    language: screenLanguage(),
    connection: connection(),
  };
  const endpoint = endpointOf(config);
  const batch = new ReportBatch(page);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const body = batch.take();
    if (body) sendBatch(endpoint, body);
  };
  const add = (report: Report) => {
    if (!batch.add(report)) {
      flush();
      batch.add(report);
    }
    timer ??= setTimeout(flush, SEND_EVERY_MS);
  };

  let visits: ReturnType<typeof watchVisits> | undefined;
  if (config.vitals) {
    const vital = (route: string, name: Metric, value: number, target: string | undefined) =>
      add({ kind: 'vital', route, name, value: Math.min(value, DURATION_MAX_MS), ...(target && { target: scrub(target, secrets()).slice(0, TARGET_MAX) }) });
    const route = routeOf(landing);
    watchFirstLoad((name, value, target) => vital(route, name, value, target));
    visits = watchVisits(landing, ({ route, name, value, target }) => vital(route, name, value, target));
  }
  if (config.calls) {
    onFailure((failure) =>
      add({
        kind: 'failure',
        route: routeOf(failure.at),
        operation: failure.operation,
        failure: failure.kind,
        status: failure.status,
        duration: Math.min(Math.max(0, failure.durationMs), DURATION_MAX_MS),
        line: failure.line,
        count: 1,
      }),
    );
    // Each line's use, calls, failures and moves away: the operator sees a blocked domain (/admin/field, "Lines").
    onLineEvent(({ line, event }) => add({ kind: 'line', line, event, count: 1 }));
  }
  if (config.drift) {
    // Each distinct drift once per page life: a poll that drifts every 5 s is one finding, not hundreds.
    const told = new Set<string>();
    onDrift(({ operation, field, problem }) => {
      const key = `${operation} ${field} ${problem}`;
      if (told.has(key)) return;
      told.add(key);
      add({ kind: 'drift', operation, field: field.slice(0, FIELD_MAX), problem, count: 1 });
    });
  }
  if (config.errors) {
    const distinct = new Set<string>();
    onSeenError(({ error, source, at }) => {
      const { message, stack } = describeError(error, secrets());
      const route = routeOf(at);
      const key = `${route} ${source} ${message}`;
      if (!distinct.has(key) && distinct.size >= MAX_DISTINCT_ERRORS) return;
      distinct.add(key);
      add({ kind: 'error', route, source, message, ...(stack && { stack }), count: 1 });
    });
  }
  if (config.inApp) {
    // Once per page life (the reporter starts once per page life): the operator sees how many arrive from WeChat & co.
    const inApp = currentInAppBrowser();
    if (inApp) add({ kind: 'inApp', browser: inApp.id, count: 1 });
  }
  // Hidden is the last moment a phone's page is sure to run (WebKit may skip unload; pagehide covers the rest).
  // On window: visibilitychange bubbles there after the vitals library's own listener has added its last figures;
  // the visits' figures as they stand are added here.
  const last = () => {
    visits?.settle();
    flush();
  };
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') last();
  });
  window.addEventListener('pagehide', last);
  performance.mark?.(REPORTER_MARK);
}
