// A contract changed in a copy, and the compiler reading its types: the build tests that show a renamed field fails
// the typecheck where it is named. openapi-typescript writes the copy's types, and the compiler host reads them in
// place of core/schema.d.ts.
import openapiTS, { astToString } from 'openapi-typescript';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(import.meta.dirname, '../..');
const schemaFile = path.join(root, 'core/schema.d.ts');

/** The committed contract, openapi.yaml. */
export const committedContract = () => readFileSync(path.join(root, 'openapi.yaml'), 'utf8');

/** A file of the repository, as committed (relative to the root). */
export const committed = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The contract's types, as `npm run gen:api` writes them. */
export const typesOf = async (contract: string) => astToString(await openapiTS(contract));

/**
 * The contract with `field` renamed in `schema` only (other schemas keep theirs): its property (a key under
 * `properties:`) and its `required` entry, not a JSON Schema keyword nor the words of a description. Undefined when the
 * schema has no such property.
 */
export function renamedInSchema(contract: string, schema: string, field: string, renamed: string): string | undefined {
  const start = contract.indexOf(`\n    ${schema}:\n`);
  if (start < 0) return undefined;
  const next = contract.slice(start + 1).search(/\n {4}[A-Za-z]\w*:\n/);
  const end = next < 0 ? contract.length : start + 1 + next;
  const property = new RegExp(`^( {8})${field}(?=:)`, 'm');
  const block = contract.slice(start, end);
  if (!property.test(block)) return undefined;
  const edited = block
    .replace(property, `$1${renamed}`)
    .replace(/^( {6}required: \[)([^\]]*)\]/m, (_all, head: string, list: string) =>
      `${head}${list.split(',').map((name) => (name.trim() === field ? name.replace(field, renamed) : name)).join(',')}]`);
  return contract.slice(0, start) + edited + contract.slice(end);
}

const options = (() => {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.json does not parse');
  return { ...config.options, noEmit: true };
})();

/**
 * A compiler of one file (relative to the root) and what it imports, nothing else: its errors, with `types` read in
 * place of core/schema.d.ts and each of `sources` (text by path relative to the root) in place of that file. Nothing
 * is written: the tree stays as it is.
 */
export function compilerOf(file: string): (types: string, sources?: Record<string, string>) => string[] {
  const source = path.join(root, file);
  let previous: ts.Program | undefined;
  return (types, sources = {}) => {
    const replaced = new Map([[schemaFile, types], ...Object.entries(sources).map(([name, text]) => [path.join(root, name), text] as const)]);
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, language, onError, fresh) => {
      const text = replaced.get(path.resolve(name));
      return text === undefined ? getSourceFile(name, language, onError, fresh) : ts.createSourceFile(name, text, language, true);
    };
    const program = ts.createProgram([source], options, host, previous);
    previous = program;
    return ts.getPreEmitDiagnostics(program, program.getSourceFile(source)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  };
}
