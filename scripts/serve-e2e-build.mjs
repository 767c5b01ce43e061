// For an e2e project that needs a front end built otherwise than the default (playwright.config.ts): builds it into a
// directory of its own with the environment it is given (VITE_API_DIALECT=laravel, BRAND=bluecrest, ...), then serves
// that build with the reference server under the same environment. Usage: node scripts/serve-e2e-build.mjs <name>
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const name = process.argv[2];
if (!name) throw new Error('usage: node scripts/serve-e2e-build.mjs <name>');
// E2E_BUILDS_DIR keeps the builds of suites run side by side apart (each its own folder).
const outDir = path.resolve(process.env.E2E_BUILDS_DIR ?? '.', `dist-${name}`);
const build = spawnSync('node_modules/.bin/vite', ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: process.env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('node_modules/.bin/tsx', ['server/index.ts'], { stdio: 'inherit', env: { ...process.env, DIST_DIR: outDir } });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
