// @vitest-environment node
// docs/operators.md lists every route a brand may turn off, generated from the registry: a route added, renamed or
// made unable to be off changes the registry, and this test says the page is stale until the script is run again.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import { alwaysOn } from '../../src/shell/registry';
import { DOC, routeTable, withCurrentTable } from '../../scripts/route-table';

describe("docs/operators.md's route table", () => {
  const page = readFileSync(DOC, 'utf8');

  it('is current (else: npx tsx scripts/route-table.ts)', () => {
    expect(page).toBe(withCurrentTable(page));
  });

  it('has a row for every route of the registry, and says which cannot be off', () => {
    const rows = routeTable().split('\n').slice(2);
    expect(rows).toHaveLength(screens.length);
    for (const def of screens) {
      const row = rows.find((r) => r.startsWith(`| \`${def.path}\` |`));
      expect(row, def.path).toBeDefined();
      expect(row!.trim().endsWith(alwaysOn.includes(def.path) ? '| no |' : '| yes |'), def.path).toBe(true);
    }
  });
});
