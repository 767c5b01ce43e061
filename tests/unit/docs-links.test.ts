// @vitest-environment node
// The repository explains itself: every relative link of the README, the recipes and docs/ leads to a file or folder
// inside the repository that is there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pages = ['README.md', 'CONTRIBUTING.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

describe('documentation links', () => {
  it('has an architecture page linked from the README', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('](docs/architecture.md)');
  });

  it('keeps the README to about a screen, its two commands first', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
    const commands = readme.slice(0, readme.indexOf('```', readme.indexOf('```') + 3));
    expect(commands).toContain('npm ci && npm start');
    expect(commands).toContain('npm ci && npm test');
  });

  it.each(pages)('%s links nowhere outside the repository, and to nothing missing', (page) => {
    const text = readFileSync(path.join(root, page), 'utf8');
    const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    const mentions = [...text.matchAll(/`(\.\.\/[^`]+)`/g)].map((m) => m[1]!);
    for (const target of [...targets, ...mentions]) {
      expect(target, `${page}: ${target}`).not.toMatch(/^[a-z]+:/i);
      const resolved = path.resolve(path.dirname(path.join(root, page)), target.split('#')[0]!);
      expect(resolved.startsWith(root + path.sep), `${page}: ${target}`).toBe(true);
      if (!target.startsWith('#')) expect(existsSync(resolved), `${page}: ${target} is not there`).toBe(true);
    }
  });
});
