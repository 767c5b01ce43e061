// @vitest-environment node
// Every colour comes from the theme: brands/theme.ts turns a brand's tokens into CSS variables, and nothing under src/
// names a colour of its own (a literal would stay the default brand's red on another brand's site).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const HEX = /(?<![&\w])#[0-9a-fA-F]{3,8}\b/;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/;
/** Named colours where CSS or SVG takes a colour (transparent and currentColor are not a brand's). */
const NAMED =
  /(?:\b(?:color|background|background-color|border(?:-[a-z]+)?|outline|fill|stroke|stop-color|box-shadow)\s*:|\b(?:fill|stroke|stopColor|color)=["'{]+)\s*['"]?(?:white|black|red|blue|green|gold|yellow|orange|gray|grey|pink|purple)\b/i;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(css|ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Lines of `text` naming a colour literal. */
export function colourLiterals(text: string): string[] {
  return text.split('\n').filter((line) => HEX.test(line) || FUNCTION.test(line) || NAMED.test(line));
}

describe('no colour literal under src/', () => {
  it('recognises the literals it looks for', () => {
    expect(colourLiterals('a { color: #fff; }\nb { box-shadow: 0 0 2px rgba(0, 0, 0, 0.1); }\n<rect fill="white" />')).toHaveLength(3);
    expect(colourLiterals("#root { color: var(--adm-color-text); }\nconst href = '#/login';\n&#39;")).toEqual([]);
  });

  it('holds: colours are theme variables (brands/theme.ts)', () => {
    const offenders = files(path.join(root, 'src')).flatMap((file) =>
      colourLiterals(readFileSync(file, 'utf8')).map((line) => `${path.relative(root, file)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
