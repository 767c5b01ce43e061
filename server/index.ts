// `npm run server`: the reference API server on 127.0.0.1:8787, with the built front end when dist/ exists.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './base/config';
import { listenAlso } from './http/moreAddresses';
import { DEMO_MEMBER, TRIAL_MEMBER } from './users/demoMembers';

const config = loadConfig();
const { app, secure } = await buildApp(config);
await app.listen({ host: config.host, port: config.port });
const closeMore = await listenAlso(app, config.listenAlso);

const site = `http://${config.host}:${config.port}/`;
const hasSite = existsSync(path.join(config.distDir, 'index.html'));
const lines = config.collectorOnly
  ? [
      `Field reports' collector (COLLECTOR_ONLY) listening on ${site}: POST /api/telemetry, the page ${site}admin/field`,
      ...(await secureLines()),
      `Database: ${config.dbPath}`,
    ]
  : [
      `API server listening on ${site}`,
      ...config.listenAlso.map(({ host, port }) => `Also on http://${host}:${port}/`),
      hasSite ? `Site: ${site}` : 'No dist/ yet: run `npm start` to build and serve the site.',
      ...(await secureLines()),
      `Database: ${config.dbPath}`,
      `Demo member: ${DEMO_MEMBER.username} / ${DEMO_MEMBER.password} (pay password ${DEMO_MEMBER.payPassword})`,
      `Guest trial: ${TRIAL_MEMBER.username} / ${TRIAL_MEMBER.password}`,
    ];
lines.push(
  config.adminTokenGenerated ? `Admin token (random, set ADMIN_TOKEN to fix it): ${config.adminToken}` : 'Admin token: from ADMIN_TOKEN',
  `Field metrics for Prometheus: ${site}metrics (bearer ${config.metricsToken ? 'METRICS_TOKEN' : 'the admin token'})`,
  ...(config.otlpLogsEndpoint ? [`Field reports also sent as OpenTelemetry logs to ${config.otlpLogsEndpoint}`] : []),
);
console.log(lines.map((line) => `  ${line}`).join('\n'));

/** Starts the HTTP/2 listener when configured; a port already taken costs it, not the server. */
async function secureLines(): Promise<string[]> {
  if (!secure || !config.tls) return [];
  try {
    const port = await secure.listen(config.tls.port, config.host);
    const certificate = config.tls.certFile ? `certificate ${config.tls.certFile}` : `this machine's own certificate in ${config.tls.dir}; a browser asks once to trust it`;
    return [`${hasSite ? 'Site' : 'API'} over HTTP/2: https://${config.host}:${port}/ (${certificate})`];
  } catch (error) {
    return [`No HTTP/2 listener: ${(error as Error).message}`];
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([closeMore(), app.close()]).then(() => process.exit(0));
  });
}
