// @vitest-environment node
// The repository explains itself: the README, the recipes and docs/ link only to files inside the repository.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pages = ['README.md', 'CONTRIBUTING.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

describe('documentation links', () => {
  it('has an architecture page linked from the README', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('](docs/architecture.md)');
  });

  it.each(pages)('%s links nowhere outside the repository', (page) => {
    const text = readFileSync(path.join(root, page), 'utf8');
    const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    const mentions = [...text.matchAll(/`(\.\.\/[^`]+)`/g)].map((m) => m[1]!);
    for (const target of [...targets, ...mentions]) {
      expect(target, `${page}: ${target}`).not.toMatch(/^[a-z]+:/i);
      const resolved = path.resolve(path.dirname(path.join(root, page)), target.split('#')[0]!);
      expect(resolved.startsWith(root + path.sep), `${page}: ${target}`).toBe(true);
    }
  });
});
