// For the e2e of a back-end dialect (playwright.config.ts, project "laravel"): builds the front end for that dialect
// into a directory of its own, then serves that build with the reference server (whose /api answers the spec replaces
// with the dialect's fixtures through Playwright's request routing). Usage: node scripts/serve-dialect-build.mjs laravel
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const dialect = process.argv[2] ?? 'laravel';
const outDir = path.resolve(process.env.DIALECT_DIST_DIR ?? `dist-${dialect}`);
const build = spawnSync('node_modules/.bin/vite', ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_DIALECT: dialect },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('node_modules/.bin/tsx', ['server/index.ts'], { stdio: 'inherit', env: { ...process.env, DIST_DIR: outDir } });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
