// @vitest-environment node
// What a new operator copies and reads first: the sample brand.ts of docs/operators.md states only what its text
// explains (a copy turns no route off behind the operator's back), and the README's settings table names the
// variables that pick the brand (those brands/load.ts reads).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveBrand } from '../../brands/resolve';
import type { BrandDefinition } from '../../brands/types';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe("the operators' first steps", () => {
  it("has a sample brand.ts that changes the look and keeps every route and the default's tabs and bars", () => {
    const sample = /const brand: BrandDefinition = (\{[\s\S]*?\n\s*\});/.exec(read('docs/operators.md'))?.[1];
    expect(sample, 'the sample brand.ts').toBeDefined();
    const definition = new Function(`return (${sample});`)() as BrandDefinition;
    const brand = resolveBrand(definition);
    const plain = resolveBrand({ id: definition.id });
    expect(brand.screens).toEqual(plain.screens);
    expect(brand.languages).toEqual(plain.languages);
    expect(definition.tokens?.primary).toBeDefined();
  });

  it("names in the README's settings table every variable that picks the brand", () => {
    const variables = [...new Set([...read('brands/load.ts').matchAll(/env\.([A-Z_]+)/g)].map((m) => m[1]!))];
    expect(variables.length).toBeGreaterThan(0);
    const settings = read('README.md').split('## Server settings')[1]!.split('\n## ')[0]!;
    expect(variables.filter((name) => !settings.includes(`\`${name}\``))).toEqual([]);
  });
});
