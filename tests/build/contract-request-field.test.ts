// A request field renamed in the contract fails the typecheck in the Laravel dialect where its back end reads it:
// openapi.yaml's WithdrawRequest.amount becomes money, and the dialect's request shapes (laravel/requests.ts) still
// name `amount` among the fields its withdraw controller requires; TransRecordRequest.type becomes kind, and the
// encoder that swaps the transfer types (laravel/records.ts) still reads `body.type`. openapi-typescript writes the
// copy's types and the compiler reads them in place of core/schema.d.ts. The committed contract leaves both files
// without an error.
import { describe, expect, it } from 'vitest';
import { committedContract, compilerOf, renamedInSchema, typesOf } from './support';

const cases = [
  { file: 'src/api/wire/laravel/requests.ts', schema: 'WithdrawRequest', field: 'amount', renamed: 'money' },
  { file: 'src/api/wire/laravel/records.ts', schema: 'TransRecordRequest', field: 'type', renamed: 'kind' },
].map((c) => ({ ...c, errorsIn: compilerOf(c.file) }));

describe('a renamed request field in the contract', { timeout: 180_000 }, () => {
  it.each(cases)('$file typechecks against the committed contract', async ({ errorsIn }) => {
    expect(errorsIn(await typesOf(committedContract()))).toEqual([]);
  });

  it.each(cases)('$schema $field renamed fails the typecheck in $file', async ({ errorsIn, schema, field, renamed }) => {
    const contract = renamedInSchema(committedContract(), schema, field, renamed);
    expect(contract, `openapi.yaml's ${schema} has no ${field}`).toBeDefined();
    const errors = errorsIn(await typesOf(contract!));
    expect(errors.some((e) => e.includes(`"${field}"`) || e.includes(`'${field}'`)), errors.join('\n')).toBe(true);
  });
});
