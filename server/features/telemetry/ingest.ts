// POST /api/telemetry: a batch of field reports, validated against the contract report by report (each by its kind's
// schema, as the room's socket checks each message shape on its own: a oneOf under "drop unknown fields" would strip
// one kind down to another), limited in size and per address like the room's chat, kept as sanitize.ts says (closed
// sets, scrubbed text), handed to each sink (the store; the Prometheus counters; the OTLP export when one is set),
// answered 204.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Contract, JsonSchema } from '../../contract/load';
import type { Deps } from '../../http/deps';
import { badRequest, tooMany } from '../../base/errors';
import { addressKey, createRateLimit } from '../../http/rateLimit';
import { msg } from '../../base/messages';
import { telemetryMsg } from './messages';
import { sanitizedBatch, vocabularyOf } from './sanitize';
import type { Batch } from './store';

/** Who sent a batch, as much as a sink may know of it. */
export interface Sender {
  /** The request's User-Agent header, as sent (a sink that passes it on scrubs it first). */
  userAgent: string;
}

/** Where an accepted batch goes; each only queues or counts, so the answer never waits on it. */
export interface FieldSink {
  take(batch: Batch, at: number, from: Sender): void;
}

/** The client's cap on a batch (src/shell/field/batch.ts says the same); a body over it is refused with 413. */
export const MAX_BATCH_BYTES = 32 * 1024;
/** The window of the per-address limit, as the room's chat. */
const RATE_WINDOW_MS = 5_000;

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** What a batch is checked and kept with, read from the contract: its list's bounds, each kind's report, its calls. */
function batchRules(contract: Contract) {
  const batch = contract.schemas.TelemetryBatch as { properties: { reports: { maxItems: number } } };
  const mapping = (contract.schemas.TelemetryReport as { discriminator: { mapping: Record<string, string> } }).discriminator.mapping;
  return {
    maxReports: batch.properties.reports.maxItems,
    kinds: new Map<string, JsonSchema>(Object.entries(mapping).map(([kind, ref]) => [kind, { $ref: ref }])),
    words: vocabularyOf(contract),
  };
}

export function readBatch(deps: Deps, rules: ReturnType<typeof batchRules>, body: unknown): Batch {
  if (!isObject(body)) throw badRequest(msg.badBody);
  deps.validator.check('telemetry:page', { $ref: '#/components/schemas/TelemetryPage' }, body.page);
  const { reports } = body;
  if (!Array.isArray(reports) || reports.length === 0 || reports.length > rules.maxReports) throw badRequest(msg.badField('reports'));
  for (const report of reports) {
    const kind = isObject(report) && typeof report.kind === 'string' ? report.kind : '';
    const schema = rules.kinds.get(kind);
    if (!schema) throw badRequest(msg.badField('reports.kind'));
    deps.validator.check(`telemetry:${kind}`, schema, report);
  }
  return sanitizedBatch({ page: body.page, reports } as Batch, rules.words);
}

export function registerIngest(app: FastifyInstance, deps: Deps, contract: Contract, sinks: readonly FieldSink[]): void {
  const rules = batchRules(contract);
  const perAddress = deps.config.telemetryMaxPerAddress ? createRateLimit(deps.config.telemetryMaxPerAddress, RATE_WINDOW_MS) : null;
  // The limit is taken before the body is read (onRequest): a client past it costs no parsing. A body over the limit
  // is refused as its length is announced or passed, and its connection closed (Fastify), so it is never read whole.
  const limited = perAddress && {
    onRequest: async (request: FastifyRequest) => {
      if (perAddress.take(`ip:${addressKey(request.ip)}`, Date.now()) > 0) throw tooMany(telemetryMsg.tooManyReports);
    },
  };
  app.post('/api/telemetry', { bodyLimit: MAX_BATCH_BYTES, ...limited }, async (request, reply) => {
    const batch = readBatch(deps, rules, request.body);
    const at = deps.clock.now().getTime();
    const from = { userAgent: request.headers['user-agent'] ?? '' };
    for (const sink of sinks) sink.take(batch, at, from);
    return reply.status(204).send();
  });
}
