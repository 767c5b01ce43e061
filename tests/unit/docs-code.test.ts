// @vitest-environment node
// The docs' code is checked, so a rename that makes it stale fails here. Each TypeScript block (```ts, ```tsx) of
// CONTRIBUTING.md and docs/*.md follows a marker on the line above it (CONTRIBUTING.md, "Code in the docs"):
//   <!-- quoted from path/to/file.ts -->  its lines are in that file, in a row (indentation aside);
//   <!-- compiled as path/to/file.ts -->  it typechecks as that file (the file may not exist: a recipe's new one).
// A block with neither fails, naming the page and its line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pages = ['CONTRIBUTING.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const TYPESCRIPT = new Set(['ts', 'tsx', 'typescript']);
const MARKER = /^\s*<!--\s*(quoted from|compiled as)\s+(\S+)\s*-->\s*$/;

interface Block {
  page: string;
  line: number;
  marker?: { kind: 'quoted from' | 'compiled as'; file: string };
  code: string[];
}

/** Every fenced TypeScript block of a page, its marker, and its lines without the indentation of the list it is in. */
function blocksOf(page: string): Block[] {
  const lines = readFileSync(path.join(root, page), 'utf8').split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', lang = ''] = open;
    const end = lines.findIndex((line, j) => j > i && line.trim() === '```');
    if (TYPESCRIPT.has(lang)) {
      const marked = MARKER.exec(lines[i - 1] ?? '');
      blocks.push({
        page,
        line: i + 1,
        marker: marked ? { kind: marked[1] as 'quoted from' | 'compiled as', file: marked[2]! } : undefined,
        code: lines.slice(i + 1, end).map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line)),
      });
    }
    i = end;
  }
  return blocks;
}

const blocks = pages.flatMap(blocksOf);
const named = (block: Block) => `${block.page}:${block.line}`;
const trimmed = (lines: string[]) => lines.map((line) => line.trim());

describe('code in the docs', () => {
  it('there is some, and each TypeScript block says what checks it', () => {
    expect(blocks.length).toBeGreaterThan(0);
    const unmarked = blocks.filter((block) => !block.marker).map(named);
    expect(unmarked, 'put <!-- quoted from <file> --> or <!-- compiled as <file> --> on the line above each (CONTRIBUTING.md, "Code in the docs")').toEqual([]);
  });

  const quoted = blocks.filter((block) => block.marker?.kind === 'quoted from');
  it.each(quoted.map((block) => ({ at: named(block), file: block.marker!.file, block })))('$at is quoted from $file as it is now', ({ file, block }) => {
    const source = trimmed(readFileSync(path.join(root, file), 'utf8').split('\n'));
    const quote = trimmed(block.code);
    const found = source.some((_, start) => quote.every((line, k) => source[start + k] === line));
    expect(found, `${named(block)}: these lines are no longer in ${file}; quote it again:\n${block.code.join('\n')}`).toBe(true);
  });

  const compiled = blocks.filter((block) => block.marker?.kind === 'compiled as');
  it('the compiled ones typecheck as the files they name', { timeout: 60_000 }, () => {
    const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
    const virtual = new Map(compiled.map((block) => [path.join(root, block.marker!.file), block.code.join('\n')]));
    const host = ts.createCompilerHost(config.options);
    const getSourceFile = host.getSourceFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (name) => virtual.has(path.resolve(name)) || fileExists(name);
    host.getSourceFile = (name, language, onError, fresh) => {
      const text = virtual.get(path.resolve(name));
      return text === undefined ? getSourceFile(name, language, onError, fresh) : ts.createSourceFile(name, text, language, true);
    };
    const program = ts.createProgram([...virtual.keys()], { ...config.options, noEmit: true }, host);
    const errors = compiled.flatMap((block) => {
      const file = program.getSourceFile(path.join(root, block.marker!.file));
      return ts.getPreEmitDiagnostics(program, file).map((d) => `${named(block)} (${block.marker!.file}): ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    });
    expect(errors).toEqual([]);
  });
});
