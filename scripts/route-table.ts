// The table of every route docs/operators.md lists for `screens.off`: path, what it is (its English title), who may
// open it, its tab, and whether a brand can turn it off, all read from the registry (screens.config.ts, src/shell/
// registry.ts). `npx tsx scripts/route-table.ts` writes it between the markers; tests/unit/route-table.test.ts fails
// when the page is not current.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nav from '../locales/en/nav.json' with { type: 'json' };
import { screens, tabs } from '../screens.config';
import { alwaysOn } from '../src/shell/registry';

export const START = '<!-- route table: npx tsx scripts/route-table.ts -->';
export const END = '<!-- end of route table -->';
export const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/operators.md');

const GUARD = { none: 'anyone', member: 'members (a visitor logs in first)', memberToast: 'members (a visitor is told to log in)' } as const;

export function routeTable(): string {
  const titles: Record<string, string> = nav.titles;
  const rows = screens.map((def) => {
    const title = titles[def.titleKey.replace('nav:titles.', '')] ?? def.titleKey;
    const tab = tabs.find((t) => t.path === def.path);
    const off = alwaysOn.includes(def.path) ? 'no' : 'yes';
    return `| \`${def.path}\` | ${title} | ${GUARD[def.guard]} | ${tab ? `\`${tab.key}\`` : ''} | ${off} |`;
  });
  return ['| path | what it is | who may open it | tab | can be off |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/** The page with its table replaced by the current one. */
export function withCurrentTable(page: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${DOC}: the markers ${START} … ${END} are missing`);
  return `${page.slice(0, start + START.length)}\n${routeTable()}\n${page.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(DOC, withCurrentTable(readFileSync(DOC, 'utf8')));
  console.log(`route table written to ${path.relative(process.cwd(), DOC)}`);
}
