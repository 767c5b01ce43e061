// @vitest-environment node
// core/schema.d.ts is generated from openapi.yaml and never edited: it must equal a fresh generation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('generated client types', () => {
  it('are up to date with openapi.yaml (run `npm run gen:api` after changing the contract)', async () => {
    const fresh = astToString(await openapiTS(new URL(`file://${path.join(root, 'openapi.yaml')}`)));
    const committed = readFileSync(path.join(root, 'core/schema.d.ts'), 'utf8');
    const body = (text: string) => text.slice(text.indexOf('export '));
    expect(body(committed)).toBe(body(fresh));
  });
});
