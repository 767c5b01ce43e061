// `npm test`: the whole suite as CI runs it (.ci/run), its steps side by side where the machine allows, and a closing
// table of each step and its seconds, so that CI's log alone says where the time went. `npm run test:quick` (the
// argument `quick`): a developer's loop over what changed (scripts/quick-steps.mjs). A step starts once the steps it
// needs have passed; the first failure stops the rest (the table says which ran, passed, failed or were stopped).
// Each step's output is printed whole when it ends (two steps at once would interleave their lines), and kept in
// test-results/steps/<step>.log. docs/testing.md explains the order.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const logs = path.join(root, 'test-results', 'steps');
const timings = path.join(root, 'test-results', 'timings');

/**
 * The steps, in the order they are listed when they end together. `after`: the steps that must pass first. Steps that
 * mostly wait (installs, browsers waiting on pages and sockets) run beside steps that compute; two that compute do not
 * run at once on a 2-core machine unless one is short.
 */
const FULL = [
  // Debian's browsers and the old Chromium builds: downloads and unpacking, beside the checks that need none of them.
  { name: 'browsers', command: 'node scripts/ensure-browsers.mjs', after: [] },
  { name: 'typecheck', command: 'npm run -s typecheck', after: [] },
  { name: 'lint', command: 'npm run -s lint', after: [] },
  { name: 'unit', command: 'npm run -s test:unit', after: ['typecheck', 'lint'] },
  { name: 'build', command: 'npm run -s build', after: ['unit'] },
  { name: 'floor', command: 'npm run -s check:floor', after: ['build'] },
  { name: 'budgets', command: 'npm run -s perf', after: ['build'] },
  { name: 'e2e', command: 'npm run -s test:e2e', after: ['build', 'browsers'] },
  { name: 'node24', command: 'npm run -s test:node24', after: ['build'] },
  // The engines wait on their browsers a third of the time (2026-12-07: 39 % idle alone): beside e2e, not after it.
  { name: 'engines', command: 'npm run -s test:engines', after: ['build', 'browsers'] },
];

const plan = process.argv[2] === 'quick' ? await (await import('./quick-steps.mjs')).quickSteps() : FULL;
const only = process.env.TEST_STEPS?.split(',');
const steps = plan.filter((step) => !only || only.includes(step.name)).map((step) => ({
  ...step,
  after: step.after.filter((name) => !only || only.includes(name)),
  state: 'waiting',
  seconds: 0,
  child: null,
}));

rmSync(timings, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;

function start(step) {
  step.state = 'running';
  const began = Date.now();
  const file = path.join(logs, `${step.name}.log`);
  const log = createWriteStream(file);
  const chunks = [];
  console.log(`[${clock()}] ${step.name}: ${step.command}`);
  const child = spawn(step.command, { cwd: root, shell: true, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' }, detached: true });
  step.child = child;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      chunks.push(chunk);
      log.write(chunk);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      log.end();
      step.seconds = (Date.now() - began) / 1000;
      if (step.state !== 'stopped') step.state = code === 0 ? 'passed' : 'failed';
      process.stdout.write(`\n──── ${step.name} (${step.state}, ${step.seconds.toFixed(0)} s) ────\n`);
      process.stdout.write(Buffer.concat(chunks));
      process.stdout.write(`──── end of ${step.name}${signal ? ` (${signal})` : ''} ────\n`);
      resolve();
    });
  });
}

/** Signals a step's whole process group; false once the group is gone. */
function signal(step, name) {
  try {
    process.kill(-step.child.pid, name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the running steps as Ctrl-C would (SIGINT): Playwright then stops the servers it started, which run in process
 * groups of their own and outlived a SIGTERM (their ports still taken by the next run). A step still there after
 * STOP_GRACE_MS is ended (SIGTERM, then SIGKILL).
 */
const STOP_GRACE_MS = 10_000;
function stopAll() {
  for (const step of steps) {
    if (step.state === 'waiting') step.state = 'not run';
    if (step.state === 'running' && step.child) {
      step.state = 'stopped';
      if (!signal(step, 'SIGINT')) continue;
      setTimeout(() => signal(step, 'SIGTERM') && setTimeout(() => signal(step, 'SIGKILL'), STOP_GRACE_MS).unref(), STOP_GRACE_MS).unref();
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const running = new Set();
let failed = false;
// Until every step has ended, those stopped included (their output and their servers' end come before the table).
for (;;) {
  if (!failed) {
    for (const step of steps.filter((s) => s.state === 'waiting')) {
      if (step.after.every((name) => steps.find((s) => s.name === name)?.state === 'passed')) {
        const done = start(step).then(() => {
          running.delete(done);
          if (step.state === 'failed' && !failed) {
            failed = true;
            stopAll();
          }
        });
        running.add(done);
      }
    }
  }
  if (running.size === 0) break;
  await Promise.race(running);
}

/** What a run's reporter kept (tests/reporters/timings.ts): its tests, the flaky, those over half their timeout. */
function testsOf(step) {
  const run = { unit: 'vitest', e2e: 'e2e' }[step.name];
  const file = run && path.join(timings, `${run}.json`);
  if (!file || !existsSync(file)) return '';
  const kept = JSON.parse(readFileSync(file, 'utf8'));
  const slowest = kept.slowest ? `, slowest ${(kept.slowest.ms / 1000).toFixed(1)} s` : '';
  return `${kept.tests} tests, ${kept.flaky} flaky, ${kept.overHalf} over half their timeout${slowest}`;
}

const total = (Date.now() - started) / 1000;
const rows = steps.map((step) => `| ${step.name.padEnd(9)} | ${step.state.padEnd(7)} | ${step.seconds.toFixed(0).padStart(5)} | ${testsOf(step)}`);
console.log(['', `${process.argv[2] === 'quick' ? 'test:quick' : 'npm test'}: ${failed ? 'FAILED' : 'passed'} in ${total.toFixed(0)} s (${(total / 60).toFixed(1)} min)`, '| step      | result  |     s | tests', '| --------- | ------- | ----- | -----', ...rows].join('\n'));
process.exit(failed || steps.some((step) => step.state !== 'passed') ? 1 : 0);
