// Builds the reference server: the contract's operations, the admin API, static files, and one error path.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { loadBrand, loadBrandSeed } from '../brands/load';
import { adminRoutes } from './admin/routes';
import { registerAdmin } from './admin/register';
import { createAttemptGate } from './auth/attempts';
import { createClock, type Clock } from './base/clock';
import { checkAdminToken, ROOT_DIR, type ServerConfig } from './base/config';
import { OneLinePerRequest, readableDestination } from './base/logLines';
import { checkAnswers } from './contract/answers';
import { loadContract, type Contract } from './contract/load';
import { ContractValidator } from './contract/validator';
import { registerLiberalInput } from './contract/liberal';
import { migrateFeature, openDatabase } from './base/db/open';
import { seed } from './seed';
import { loadTls } from './tls/certificate';
import type { Deps } from './http/deps';
import { allHandlers, features } from './features/registry';
import { FIELD_REPORTS } from './features/telemetry';
import { seedTranslations } from './brandSeed';
import { registerAnswerLanguage } from './http/answerLanguage';
import { brandFileVariables, registerBrandedFiles } from './http/brandedFiles';
import { ApiError } from './base/errors';
import { registerCors } from './http/cors';
import { lineApiOrigins, lineSources, siteLines } from './base/lines';
import { trustProxyOption } from './http/proxies';
import { answerClientError, answerFrameworkError } from './http/malformed';
import type { HandlerMap } from './http/operation';
import { registerOperations } from './http/register';
import { secureListener, type SecureListener } from './http/secureListener';
import { registerSecurityHeaders, registerSite } from './http/site';
import { createLedger, NO_LEDGER } from './ledger/ledger';
import { registerMaintenanceGuard } from './http/maintenance';
import { msg } from './base/messages';
import { switchesOff } from './routeSwitches';
import { updateSettings } from './settings';

export interface BuiltApp {
  app: FastifyInstance;
  deps: Deps;
  contract: Contract;
  /** The HTTP/2 listener over TLS when the config asks for one; index.ts starts it after the plain one. */
  secure: SecureListener | null;
}

/** Fastify's own 4xx errors, told as the envelope with a sentence a player can read. */
function describeFrameworkError(error: FastifyError): { status: number; message: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: msg.tooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: msg.unsupportedMedia };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: msg.badJson };
    default:
      return { status: error.statusCode ?? 400, message: msg.badRequest };
  }
}

/** Never writes a token into the log: not the header (not logged) and not the WebSocket's query. */
const redactUrl = (url: string) => url.replace(/([?&]_token=)[^&]*/g, '$1[redacted]');

/** `handlers` defaults to every feature's; tests pass a changed map to see how the server treats drift. */
export async function buildApp(
  config: ServerConfig,
  clock: Clock = createClock(),
  handlers: HandlerMap = allHandlers(),
): Promise<BuiltApp> {
  checkAdminToken(config.adminToken);
  const brand = await loadBrand();
  const db = openDatabase(config.dbPath, { core: !config.collectorOnly });
  const contract = loadContract();
  const ledger = config.collectorOnly ? NO_LEDGER : createLedger(db, () => clock.now());
  const deps: Deps = {
    db,
    config,
    clock,
    ledger,
    validator: new ContractValidator(contract),
    attempts: createAttemptGate(),
    switchesOff: switchesOff(brand),
    lines: siteLines(config.lines, brand.lines),
  };
  // COLLECTOR_ONLY: the field reports' collector and its page alone, for an operator whose site runs on another back end.
  const active = config.collectorOnly ? features.filter((feature) => feature.name === FIELD_REPORTS) : features;
  for (const feature of active) migrateFeature(db, feature.name, feature.migrations ?? []);
  if (!config.collectorOnly) await seed(db, ledger, clock, config.passwordCost);
  for (const feature of active) await feature.seed?.(deps);
  if (!config.collectorOnly) updateSettings(db, deps.switchesOff);

  const secure = config.tls ? secureListener(await loadTls({ ...config.tls, host: config.host })) : null;
  const app = Fastify({
    ...(secure && { serverFactory: secure.serverFactory }),
    logger: {
      level: config.logLevel,
      serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }) },
      ...(config.logLines && { stream: readableDestination() }),
    },
    ...(config.logLines && { logController: new OneLinePerRequest(redactUrl) }),
    bodyLimit: 64 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });

  secure?.addHooks(app);
  // An empty JSON body is an empty object; anything else goes through Fastify's safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    parseJson(request, String(body), done);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send({ code: error.status, message: error.message, data: null });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const { status, message } = describeFrameworkError(error);
      return reply.status(status).send({ code: status, message, data: null });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: 500, message: msg.serverError, data: null });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ code: 404, message: msg.unknownApi, data: null }));

  // Each line's page may call any other line: the app moves between them (base/lines.ts).
  registerCors(app, [...config.corsOrigins, ...lineApiOrigins(deps.lines)]);
  registerSecurityHeaders(app, config.collectorOnly ? undefined : config.distDir, lineSources(deps.lines));
  // 200 while the process serves, with each feature's state: a degraded collector (writes failing) is told, not a
  // reason for a load balancer to take the money API away too.
  app.get('/healthz', () => {
    const parts = active.flatMap((feature) => (feature.health ? [[feature.name, feature.health(deps)] as const] : []));
    const degraded = parts.some(([, health]) => health.state === 'degraded');
    return { code: 200, message: degraded ? 'degraded' : 'ok', data: parts.length ? Object.fromEntries(parts) : null };
  });
  if (!config.collectorOnly) {
    registerLiberalInput(app, contract);
    registerMaintenanceGuard(app, contract, deps);
    if (config.checkAnswers) checkAnswers(app, contract, deps.validator);
    registerAnswerLanguage(app, seedTranslations());
    registerOperations(app, contract, handlers, deps);
  }
  registerAdmin(app, Object.assign({}, config.collectorOnly ? {} : adminRoutes, ...active.map((f) => f.admin ?? {})), deps);
  for (const feature of active) await feature.routes?.(app, deps);
  const stops = active.map((feature) => feature.start?.(deps));
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop?.()));
    db.close();
  });

  if (config.collectorOnly) return { app, deps, contract, secure };
  const staticDir = path.join(ROOT_DIR, 'server', 'static');
  registerBrandedFiles(app, staticDir, '/files/', brandFileVariables(brand, loadBrandSeed()));
  await app.register(fastifyStatic, { root: staticDir, prefix: '/files/', decorateReply: false });
  if (existsSync(path.join(config.distDir, 'index.html'))) {
    await registerSite(app, config.distDir);
  }
  return { app, deps, contract, secure };
}
