// A row field renamed in the contract fails the typecheck in the list declaration that names it: openapi.yaml's
// TransRecord.out_trade_no becomes trade_no, openapi-typescript writes the types of that copy, and the compiler,
// reading them in place of src/api/schema.d.ts, finds /transRecord's row naming a field the rows no longer have.
// The committed contract, put through the same steps, leaves the declaration without an error.
import openapiTS, { astToString } from 'openapi-typescript';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const declaration = path.join(root, 'src/features/records/TransRecordScreen.tsx');
const schemaFile = path.join(root, 'src/api/schema.d.ts');
const FIELD = 'out_trade_no';
const RENAMED = 'trade_no';

/** The contract with TransRecord's field renamed (in that schema only: other schemas keep theirs). */
function renamedContract(): string {
  const contract = readFileSync(path.join(root, 'openapi.yaml'), 'utf8');
  const start = contract.indexOf('\n    TransRecord:\n');
  const end = contract.indexOf('\n    TransRecordPage:\n', start);
  expect(start, 'openapi.yaml has no TransRecord schema').toBeGreaterThan(0);
  const schema = contract.slice(start, end);
  expect(schema).toContain(`${FIELD}: { type: string }`);
  return contract.slice(0, start) + schema.replaceAll(FIELD, RENAMED) + contract.slice(end);
}

const typesOf = async (contract: string) => astToString(await openapiTS(contract));

const options = (() => {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.json does not parse');
  return { ...config.options, noEmit: true };
})();

let previous: ts.Program | undefined;

/** The compiler's errors in the declaration, with `types` read in place of src/api/schema.d.ts. */
function errorsInDeclaration(types: string): string[] {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError, fresh) =>
    path.resolve(file) === schemaFile ? ts.createSourceFile(file, types, language, true) : getSourceFile(file, language, onError, fresh);
  const program = ts.createProgram([declaration], options, host, previous);
  previous = program;
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(declaration))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('a renamed row field in the contract', { timeout: 180_000 }, () => {
  it('typechecks the declaration against the committed contract', async () => {
    expect(errorsInDeclaration(await typesOf(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')))).toEqual([]);
  });

  it(`fails the typecheck where /transRecord's row names ${FIELD}`, async () => {
    const errors = errorsInDeclaration(await typesOf(renamedContract()));
    expect(errors.some((e) => e.includes(`"${FIELD}"`)), errors.join('\n')).toBe(true);
  });
});
