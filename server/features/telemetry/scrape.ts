// GET /metrics: the field reports in Prometheus's text format, for the operator's own Prometheus. Guarded by a bearer
// token: METRICS_TOKEN when the operator sets one (a token for the scraper alone), the admin token otherwise; wrong
// tries count against the address as the admin API's do. docs/operators.md, "The field in your own monitoring".
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { bearerGuard } from '../../admin/register';
import type { Deps } from '../../http/deps';
import { exposition, type FieldMetrics } from './metrics';
import type { FieldStore } from './store';

/** The collector's own state beside the reports: a dashboard tells a quiet site from a collector that loses reports. */
function watchStore(metrics: FieldMetrics, store: FieldStore): void {
  const registers = [metrics.registry];
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  gauge('field_store_queued_reports', 'Reports taken and waiting to be written to the store.', () => store.health().queued);
  gauge('field_store_lost_reports', 'Reports the store dropped since start (writes failing, or its queue full).', () => store.health().lostReports);
  gauge('field_store_bytes', 'What the field tables hold, about, in bytes.', () => store.health().storeBytes);
}

export function registerScrape(app: FastifyInstance, deps: Deps, metrics: FieldMetrics, store: FieldStore): void {
  watchStore(metrics, store);
  const guard = bearerGuard(deps, deps.config.metricsToken || deps.config.adminToken);
  app.get('/metrics', { onRequest: guard }, async (_request, reply) => {
    const text = await exposition(metrics.registry);
    return reply.type(metrics.registry.contentType).send(text);
  });
}
