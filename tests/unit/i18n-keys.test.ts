// @vitest-environment node
// Every locale key the code names ('ns:key.path' literals) exists in locales/zh-CN.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const localeDir = path.join(root, 'locales/zh-CN');
const namespaces = Object.fromEntries(
  readdirSync(localeDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(localeDir, f), 'utf8')) as Record<string, unknown>]),
);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function has(ns: string, key: string): boolean {
  let node: unknown = namespaces[ns];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('locale keys', () => {
  const sources = [...files(path.join(root, 'src')), path.join(root, 'screens.config.ts'), path.join(root, 'brand.config.ts')];
  const used = sources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+):([a-zA-Z0-9_.]+)['"`]/g)]
      .filter(([, ns]) => ns! in namespaces)
      .map(([, ns, key]) => ({ file: path.relative(root, file), ns: ns!, key: key! })),
  );

  it('finds the keys the code uses', () => {
    expect(used.length).toBeGreaterThan(50);
  });

  it('has every one of them in locales/zh-CN', () => {
    const missing = used.filter(({ ns, key }) => !has(ns, key)).map(({ file, ns, key }) => `${file}: ${ns}:${key}`);
    expect(missing).toEqual([]);
  });

  it('has the header title of every route, in whichever namespace it is', async () => {
    const { screens } = await import('../../screens.config');
    for (const screen of screens) {
      if (!screen.header) continue;
      const [ns, key] = screen.header.titleKey.includes(':') ? screen.header.titleKey.split(':') : ['nav', screen.header.titleKey];
      expect(has(ns!, key!), `${screen.path}: ${screen.header.titleKey}`).toBe(true);
    }
  });
});
