// Field reports: what players' phones measure and meet (web vitals, errors, failed calls, contract drift, the visits
// the upgrade notice turned away, the visits in an app's own browser), collected at POST /api/telemetry, kept raw for TELEMETRY_RETENTION_DAYS and as
// hourly aggregates for 30 days within TELEMETRY_MAX_MB, summarised for the operator at POST /admin/telemetry and shown
// by the page at /admin/field; counted for Prometheus at GET /metrics, and sent on as OpenTelemetry logs when
// OTLP_LOGS_ENDPOINT is set. docs/operators.md, "Field reports".
import type { AdminRoute } from '../../admin/register';
import { loadContract } from '../../contract/load';
import type { Deps } from '../../http/deps';
import type { ServerFeature } from '../feature';
import { registerIngest, type FieldSink } from './ingest';
import { createFieldMetrics } from './metrics';
import { telemetryMigrations } from './migrations';
import { createOtlpLogs, type OtlpLogs } from './otlp';
import { registerFieldPage } from './page';
import { registerScrape } from './scrape';
import { createFieldStore, type FieldStore } from './store';
import { periodOf, summarize } from './summary';
import { HOUR_MS } from './tables';

/** How often queued reports are written: often enough that each write is short (a request arriving meanwhile waits for it). */
const FLUSH_EVERY_MS = 250;

const stores = new WeakMap<Deps, FieldStore>();
const exports = new WeakMap<Deps, OtlpLogs>();
/** The server's store (tests build several servers in one process); made with the feature's routes. */
export function fieldStore(deps: Deps): FieldStore {
  const store = stores.get(deps);
  if (!store) throw new Error('the field reports feature has not been mounted on this server');
  return store;
}

const summaryRoute: AdminRoute = {
  schema: { $ref: '#/components/schemas/TelemetrySummaryRequest' },
  run(body, deps) {
    const period = periodOf(body as { since: string; until: string });
    fieldStore(deps).flush();
    return summarize(deps.db, period);
  },
};

/** The feature's name (COLLECTOR_ONLY mounts it alone, server/app.ts). */
export const FIELD_REPORTS = 'telemetry';

export const telemetry = {
  name: FIELD_REPORTS,
  migrations: telemetryMigrations,
  admin: { '/admin/telemetry': summaryRoute },
  async routes(app, deps) {
    const limits = { retentionDays: deps.config.telemetryRetentionDays, maxBytes: deps.config.telemetryMaxBytes };
    const store = createFieldStore(deps.db, limits, app.log);
    stores.set(deps, store);
    const contract = loadContract();
    const metrics = createFieldMetrics(contract, deps.lines);
    const sinks: FieldSink[] = [store, metrics];
    if (deps.config.otlpLogsEndpoint) {
      const otlp = createOtlpLogs(deps.config.otlpLogsEndpoint, metrics, app.log);
      exports.set(deps, otlp);
      sinks.push(otlp);
    }
    registerIngest(app, deps, contract, sinks);
    registerScrape(app, deps, metrics, store);
    await registerFieldPage(app, deps);
  },
  start(deps) {
    const store = fieldStore(deps);
    const flush = setInterval(() => store.flush(), FLUSH_EVERY_MS);
    flush.unref();
    const prune = () => void store.prune(deps.clock.now().getTime());
    prune();
    const hourly = setInterval(prune, HOUR_MS);
    hourly.unref();
    // The admin's clock moves time on: what it passed is pruned at once, as the hourly job would have.
    const stopListening = deps.clock.afterSet(prune);
    return () => {
      clearInterval(flush);
      clearInterval(hourly);
      stopListening();
      store.flush();
      // The export's worker gets a bounded time to send what it holds (otlp.ts), and the server's close waits for it.
      return exports.get(deps)?.shutdown();
    };
  },
  health: (deps) => ({ ...fieldStore(deps).health() }),
} satisfies ServerFeature;
