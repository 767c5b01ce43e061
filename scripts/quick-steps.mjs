// `npm run test:quick`: the steps of a developer's loop, over what changed since the last commit (or since QUICK_BASE,
// e.g. QUICK_BASE=origin/main): the typecheck (incremental), the lint of the changed files, the unit and component
// tests that concern them (scripts/quick-related.mjs), and one e2e smoke on a fresh build. A minute or two; `npm test`
// before a push.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relatedTests } from './quick-related.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);

/** The files changed since QUICK_BASE (default: the last commit), committed or not, and the new ones. */
export function changedFiles() {
  const base = process.env.QUICK_BASE ?? 'HEAD';
  return [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].filter((file) => existsSync(file));
}

const quote = (files) => files.map((file) => `'${file.replace(/'/g, "'\\''")}'`).join(' ');

export async function quickSteps() {
  const changed = changedFiles();
  const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
  const sources = changed.filter((file) => /\.(ts|tsx|js|mjs|json|css|yaml)$/.test(file));
  const lint = [
    code.length ? `eslint --cache --cache-location node_modules/.cache/eslint/ --max-warnings 0 ${quote(code)}` : 'true',
    'node scripts/import-map.mjs --check',
    ...(changed.includes('openapi.yaml') ? ['redocly lint --format=summary'] : []),
  ].join(' && ');
  const tests = sources.length ? await relatedTests(sources) : [];
  const list = (files) => `${files.slice(0, 12).join(' ')}${files.length > 12 ? ' …' : ''}`;
  console.log(`[test:quick] ${changed.length} file(s) changed${changed.length ? `: ${list(changed)}` : ''}`);
  console.log(`[test:quick] ${tests.length} Vitest file(s) concerned${tests.length ? `: ${list(tests)}` : ''}`);
  return [
    { name: 'typecheck', command: 'npm run -s typecheck', after: [] },
    { name: 'lint', command: lint, after: [] },
    // The changed tests, those that import a changed file, those of its feature; none when nothing changed.
    { name: 'unit', command: tests.length ? `vitest run ${quote(tests)}` : 'true', after: [] },
    { name: 'build', command: 'vite build --logLevel warn', after: ['typecheck'] },
    // One journey in Chromium on that build: the main server alone (no other build), the tests tagged @smoke.
    { name: 'e2e', command: 'node scripts/ensure-chromium.mjs && E2E_SERVERS=main playwright test --project=main --grep @smoke', after: ['build'] },
  ];
}
