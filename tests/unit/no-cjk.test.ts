// @vitest-environment node
// Every word a person reads lives in locales/zh-CN: no Chinese character under src/ or in the two config files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const HAN = /\p{Script=Han}/u;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe('no Chinese literal outside the locale', () => {
  it('holds for src/, screens.config.ts and brand.config.ts', () => {
    const checked = [...files(path.join(root, 'src')), path.join(root, 'brand.config.ts'), path.join(root, 'screens.config.ts')]
      .filter((file) => /\.(ts|tsx|js|jsx|css|html|json|svg)$/.test(file))
      .filter((file) => { try { return statSync(file).isFile(); } catch { return false; } });
    const offenders = checked.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => (HAN.test(line) ? `${path.relative(root, file)}:${i + 1}: ${line.trim()}` : null))
        .filter((hit): hit is string => hit !== null),
    );
    expect(offenders).toEqual([]);
  });
});
