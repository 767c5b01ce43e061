// openapi.yaml, or a copy with one property's maxLength and x-message changed, run through scripts/gen-zod.mjs: the
// generated modules (their barrel a file a test can import in place of src/api/requestSchemas.gen.ts) and its words.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error: a plain ES module script without types
import { BARREL, generate as generateFrom } from '../../scripts/gen-zod.mjs';

const root = path.resolve(import.meta.dirname, '../..');
// Inside the repository so the generated module finds zod; test-results/ is ignored by git. One folder per test file
// (workers may share a pid), so one file's clean-up never removes another's modules.
const scratch = path.join(root, 'test-results', `contract-copy-${randomUUID()}`);

export interface ContractChange {
  /** The property's line as the contract has it now (it must be there). */
  from: string;
  maxLength: number;
  message: string;
}

export type Words = Record<string, Record<string, string>>;

/** What scripts/gen-zod.mjs writes for a contract's text: each module's source (by path under src/api/) and the words. */
export const generate = generateFrom as (text: string) => { modules: Record<string, string>; locale: string };

/** The barrel's path under src/api/ (the modules of each request body's rules are beside it, in requests/). */
export const barrel = BARREL as string;

/**
 * Generates from the contract, changed when a change is given, and answers the barrel's path (importable, in place
 * of src/api/requestSchemas.gen.ts) and the words.
 */
export function generatedFrom(change?: ContractChange): { module: string; words: Words } {
  let contract = readFileSync(path.join(root, 'openapi.yaml'), 'utf8');
  if (change) {
    if (!contract.includes(change.from)) throw new Error(`openapi.yaml no longer has: ${change.from}`);
    const to = change.from.replace(/maxLength: \d+/, `maxLength: ${change.maxLength}`).replace(/x-message: '[^']*'/, `x-message: '${change.message}'`);
    contract = contract.replace(change.from, to);
  }
  const { modules, locale } = generate(contract);
  const dir = path.join(scratch, change ? `${change.maxLength}-${Buffer.from(change.message).toString('hex').slice(0, 16)}` : 'committed');
  // The generated modules take zod through src/lib/zod, relative to src/api/requests/: point them there from scratch.
  for (const [name, source] of Object.entries(modules)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), source.replace("from '../../lib/zod'", `from '${path.join(root, 'src/lib/zod.ts')}'`));
  }
  const file = path.join(dir, barrel);
  return { module: file, words: JSON.parse(locale) as Words };
}

export const removeCopies = () => rmSync(scratch, { recursive: true, force: true });
