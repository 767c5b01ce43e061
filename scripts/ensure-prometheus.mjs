// Debian's Prometheus server (2.42 on Debian 12), which tests/server/telemetry-prometheus.test.ts starts to scrape the
// collector's /metrics and query it in PromQL. `npm test`'s first step installs it with the browsers (one apt-get);
// the test runs this script itself when the binary is missing (a test run alone on a fresh machine).
import { fileURLToPath } from 'node:url';
import { installOrExit, onPath, versionOf } from './apt.mjs';

export const prometheusNeed = { pkg: 'prometheus', there: () => onPath('prometheus'), current: false };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tag = 'ensure-prometheus';
  installOrExit(tag, [prometheusNeed], 'the Prometheus test cannot run.');
  console.log(`[${tag}] ${versionOf('prometheus --version')}`);
}
