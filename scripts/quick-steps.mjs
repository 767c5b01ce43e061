// `npm run test:quick`: the steps of a developer's loop, over what changed since the last commit (or since QUICK_BASE,
// e.g. QUICK_BASE=origin/main): the typecheck (incremental), the lint of the changed files, the unit and component
// tests that import them (vitest related), and one e2e smoke on a fresh build. A minute or two; `npm test` before a push.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);

/** The files changed since QUICK_BASE (default: the last commit), committed or not, and the new ones. */
export function changedFiles() {
  const base = process.env.QUICK_BASE ?? 'HEAD';
  return [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].filter((file) => existsSync(file));
}

const quote = (files) => files.map((file) => `'${file.replace(/'/g, "'\\''")}'`).join(' ');

export function quickSteps() {
  const changed = changedFiles();
  const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
  const sources = changed.filter((file) => /\.(ts|tsx|js|mjs|json|css|yaml)$/.test(file));
  const lint = [
    code.length ? `eslint --cache --cache-location node_modules/.cache/eslint/ --max-warnings 0 ${quote(code)}` : 'true',
    'node scripts/import-map.mjs --check',
    ...(changed.includes('openapi.yaml') ? ['redocly lint --format=summary'] : []),
  ].join(' && ');
  console.log(`[test:quick] ${changed.length} file(s) changed${changed.length ? `: ${changed.slice(0, 12).join(' ')}${changed.length > 12 ? ' …' : ''}` : ''}`);
  return [
    { name: 'typecheck', command: 'npm run -s typecheck', after: [] },
    { name: 'lint', command: lint, after: [] },
    // The tests that import a changed file, and the changed tests themselves; none when nothing changed.
    { name: 'unit', command: sources.length ? `vitest related --run --passWithNoTests ${quote(sources)}` : 'true', after: [] },
    { name: 'build', command: 'vite build --logLevel warn', after: ['typecheck'] },
    // One journey in Chromium on that build: the main server alone (no other build), the tests tagged @smoke.
    { name: 'e2e', command: 'node scripts/ensure-chromium.mjs && E2E_SERVERS=main playwright test --project=main --grep @smoke', after: ['build'] },
  ];
}
