// A row field renamed in the contract fails the typecheck in the list declaration that names it: openapi.yaml's
// TransRecord.out_trade_no becomes trade_no, openapi-typescript writes the types of that copy, and the compiler,
// reading them in place of core/schema.d.ts, finds /transRecord's row naming a field the rows no longer have.
// The committed contract, put through the same steps, leaves the declaration without an error.
import { describe, expect, it } from 'vitest';
import { committedContract, compilerOf, renamedInSchema, typesOf } from './support';

const errorsInDeclaration = compilerOf('src/features/records/TransRecordScreen.tsx');
const FIELD = 'out_trade_no';

describe('a renamed row field in the contract', { timeout: 180_000 }, () => {
  it('typechecks the declaration against the committed contract', async () => {
    expect(errorsInDeclaration(await typesOf(committedContract()))).toEqual([]);
  });

  it(`fails the typecheck where /transRecord's row names ${FIELD}`, async () => {
    const renamed = renamedInSchema(committedContract(), 'TransRecord', FIELD, 'trade_no');
    expect(renamed, `openapi.yaml's TransRecord has no ${FIELD}`).toBeDefined();
    const errors = errorsInDeclaration(await typesOf(renamed!));
    expect(errors.some((e) => e.includes(`"${FIELD}"`)), errors.join('\n')).toBe(true);
  });
});
