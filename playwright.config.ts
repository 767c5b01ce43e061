import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './scripts/browser-needs.mjs';

// E2E runs against the real reference server on a fresh in-memory database, serving the built front end.
const port = Number(process.env.E2E_PORT ?? 8788);
export const baseURL = `http://127.0.0.1:${port}`;
/** The front end built for the Laravel dialect (tests/e2e/laravel.spec.ts), served on a port of its own. */
const laravelPort = Number(process.env.E2E_LARAVEL_PORT ?? port + 1000);
export const laravelBaseURL = `http://127.0.0.1:${laravelPort}`;
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
const brandPort = Number(process.env.E2E_BRAND_PORT ?? port + 2000);

/**
 * The brands tests/e2e/brand-smoke.spec.ts checks, one "brand-<id>" project each: every folder under brands/, or only
 * the one BRAND (or BRAND_DIR, a folder anywhere) names when `npm run test:brand` sets E2E_BRAND_ONLY. Each is built
 * and served on a port of its own (brandPort, brandPort + 1, ...), except the default brand in a full run: the main
 * server already serves its build.
 */
export interface SmokeBrand {
  id: string;
  /** The brand's folder. */
  dir: string;
  /** Where its build is served. */
  baseURL: string;
  /** The variables that pick it, for its build and its server. */
  env: Record<string, string>;
  /** Whether it needs a build and a server of its own. */
  ownServer: boolean;
}
const brandsRoot = path.resolve(import.meta.dirname, 'brands');
const brandOnly = !!process.env.E2E_BRAND_ONLY;
const brandDirs = brandOnly
  ? [process.env.BRAND_DIR ? path.resolve(process.env.BRAND_DIR) : path.join(brandsRoot, process.env.BRAND || 'default')]
  : readdirSync(brandsRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(brandsRoot, entry.name, 'brand.ts')))
      .map((entry) => path.join(brandsRoot, entry.name));
export const smokeBrands: SmokeBrand[] = brandDirs.map((dir, i) => {
  const id = path.basename(dir);
  const ownServer = brandOnly || id !== 'default';
  const inRepo = path.dirname(dir) === brandsRoot;
  const env: Record<string, string> = inRepo ? { BRAND: id } : { BRAND_DIR: dir };
  return {
    id,
    dir,
    baseURL: ownServer ? `http://127.0.0.1:${brandPort + i}` : baseURL,
    env,
    ownServer,
  };
});
/** The main server's HTTP/2 listener over TLS, with this machine's certificate (tests/e2e/http2.spec.ts). */
/** Whether a run starts this server: all of them unless E2E_SERVERS names some (main, laravel, brands). */
const serverWanted = (name: string) => !process.env.E2E_SERVERS || process.env.E2E_SERVERS.split(',').includes(name);
export const secureBaseURL = `https://127.0.0.1:${Number(process.env.E2E_TLS_PORT ?? port + 3000)}`;
export const adminToken = 'e2e-admin-token-0123456789abcdef';
/** What every e2e server shares: a database of its own in memory, and scrypt at its lowest cost (as the server tests):
 *  the e2e members are made through the API, three hashes each, and the production cost made them CPU work. */
const serverBase = { DB_PATH: ':memory:', ADMIN_TOKEN: adminToken, LOG_LEVEL: 'warn', PASSWORD_SCRYPT_N: '1024' };
/** The phone every test plays on; a test opening a second phone (its own context) uses the same. */
export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Several suites may run at once on one machine (E2E_PORT, E2E_OUTPUT and DIST_DIR keep them apart).
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/e2e',
  fullyParallel: true,
  // Two browsers for the screens (two cores), and a third for the fault matrix's long tests, which mostly wait on the
  // page's clock and its polls: they run beside the others instead of after them.
  workers: 3,
  // CI's 2 cores are at times two or three times slower than on other days (2026-11-29: the whole e2e run took 44 min
  // there instead of 14): waits are sized for that, and a test that passes only when tried again is reported as
  // flaky in the list, so it is seen, not hidden.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The run ends with its slowest files and tests, those over half their timeout, and the flaky ones.
  reporter: [['list'], ['./tests/reporters/playwright.ts']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    ...phone,
    // The service worker is tested on its own (pwa.spec.ts allows it); elsewhere every test sees the network as is.
    serviceWorkers: 'block',
    // A trace of the retry of a test that failed (its first failure has its screenshot): tracing every test, to keep
    // the failures' traces, took a third of the e2e step (305 s against 202 s, 2026-12-07).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'main', workers: 2, testIgnore: [/laravel\.spec\.ts$/, /brand-smoke\.spec\.ts$/, /fault-matrix/] },
    // Every route and main mutation under every fault (tests/e2e/fault-matrix*.spec.ts); it prints routes × faults.
    { name: 'faults', testMatch: /fault-matrix.*\.spec\.ts$/ },
    // The build for the Laravel back end, its answers routed from tests/fixtures/laravel.
    { name: 'laravel', testMatch: /laravel\.spec\.ts$/, use: { baseURL: laravelBaseURL } },
    // Each brand, built with BRAND and served by a server that speaks for the same brand (`npm run test:brand`).
    ...smokeBrands.map((b) => ({ name: `brand-${b.id}`, testMatch: /brand-smoke\.spec\.ts$/, use: { baseURL: b.baseURL }, metadata: { brandDir: b.dir } })),
  ],
  webServer: [
    // `npm run test:brand` starts only its brand's server (the last entries); a full run starts them all, and
    // E2E_SERVERS=main (or main,laravel) only those: a run of the main project needs no other build.
    ...(brandOnly ? [] : ([
      {
        command: 'node_modules/.bin/tsx server/index.ts',
        url: `${baseURL}/healthz`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          HOST: '127.0.0.1',
          PORT: String(port),
          TLS_PORT: new URL(secureBaseURL).port,
          ...serverBase,
          // Short lottery periods so the room's cut-off and draw come within a test's time.
          LOTTERY_PERIOD_SECONDS: '30',
          // Every e2e member registers from 127.0.0.1.
          REGISTER_MAX_PER_ADDRESS: '0',
          // And every page's field reports come from there too (tests/e2e/field-reports.spec.ts reads them back).
          TELEMETRY_MAX_PER_ADDRESS: '0',
          ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
        },
      },
      {
        // Builds the front end with VITE_API_DIALECT=laravel into its own directory (a few seconds), then serves it.
        command: 'node scripts/serve-e2e-build.mjs laravel',
        url: `${laravelBaseURL}/healthz`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: { HOST: '127.0.0.1', PORT: String(laravelPort), ...serverBase, VITE_API_DIALECT: 'laravel', TELEMETRY_MAX_PER_ADDRESS: '0' },
      },
    ] satisfies WebServer[]).filter((_, i) => serverWanted(['main', 'laravel'][i]!))),
    ...smokeBrands
      .filter((b) => b.ownServer && serverWanted('brands'))
      .map((b) => ({
        command: `node scripts/serve-e2e-build.mjs brand-${b.id}`,
        url: `${b.baseURL}/healthz`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: {
          HOST: '127.0.0.1',
          PORT: new URL(b.baseURL).port,
          ...serverBase,
          REGISTER_MAX_PER_ADDRESS: '0',
          ...b.env,
        },
      })),
  ],
});
