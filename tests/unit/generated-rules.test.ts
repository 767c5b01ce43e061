// @vitest-environment node
// The forms' rules are generated from openapi.yaml (scripts/gen-zod.mjs): the committed output equals a fresh run, and
// a rule or message changed in the contract changes the generated rule and the words a player reads, with no other edit.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
// @ts-expect-error: a plain ES module script without types
import { generate } from '../../scripts/gen-zod.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const contractText = readFileSync(path.join(root, 'openapi.yaml'), 'utf8');
const run = generate as (text: string) => { source: string; locale: string };
// Inside the repository so the generated module finds zod; test-results/ is ignored by git.
const scratch = path.join(root, 'test-results', `gen-rules-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Generates from a changed contract and loads the module and its words. */
async function generateFrom(text: string, name: string) {
  const { source, locale } = run(text);
  mkdirSync(scratch, { recursive: true });
  const file = path.join(scratch, `${name}.ts`);
  // The generated module takes zod through src/lib/zod, relative to src/api/: point it there from the scratch folder.
  writeFileSync(file, source.replace("from '../lib/zod'", `from '${path.join(root, 'src/lib/zod.ts')}'`));
  const module = (await import(/* @vite-ignore */ file)) as Record<string, z.ZodObject>;
  return { module, words: JSON.parse(locale) as Record<string, Record<string, string>> };
}

/** The first problem's message for one field, as the key and the words it names. */
function problem(schema: z.ZodObject, field: string, value: unknown, words: Record<string, Record<string, string>>) {
  const result = schema.shape[field]!.safeParse(value);
  if (result.success) return null;
  const key = result.error.issues[0]!.message;
  const [, dotted] = key.split(':') as [string, string];
  const [owner, prop] = dotted.split('.') as [string, string];
  return { key, words: words[owner]?.[prop] };
}

describe('generated request rules', () => {
  it('are up to date with openapi.yaml (run `npm run gen:api` after changing the contract)', () => {
    const { source, locale } = run(contractText);
    expect(readFileSync(path.join(root, 'src/api/requestSchemas.gen.ts'), 'utf8')).toBe(source);
    expect(readFileSync(path.join(root, 'locales/zh-CN/contract.json'), 'utf8')).toBe(locale);
  });

  it('follow a maxLength and an x-message changed in the contract', async () => {
    const original = "password: { type: string, minLength: 6, maxLength: 16, x-message: '请输入正确的密码长度，最少6位！' }";
    expect(contractText).toContain(original);
    const before = await generateFrom(contractText, 'before');
    const changed = contractText.replace(original, "password: { type: string, minLength: 6, maxLength: 12, x-message: '密码为6~12位！' }");
    const after = await generateFrom(changed, 'after');
    const thirteen = 'a'.repeat(13);

    expect(problem(before.module.RegisterRequestSchema!, 'password', thirteen, before.words)).toBeNull();
    expect(problem(after.module.RegisterRequestSchema!, 'password', thirteen, after.words)).toEqual({
      key: 'contract:RegisterRequest.password',
      words: '密码为6~12位！',
    });
    expect(problem(before.module.RegisterRequestSchema!, 'password', 'abc', before.words)?.words).toBe('请输入正确的密码长度，最少6位！');
  });

  it('carry types, required fields, patterns and enums', async () => {
    const { module } = await generateFrom(contractText, 'shape');
    const register = module.RegisterRequestSchema!;
    expect(register.safeParse({ name: 'player01', password: 'secret1', confirmPass: 'secret1', paypassword: 'secret1', code: 'ab' }).success).toBe(true);
    expect(register.safeParse({ name: 'player01', password: 'secret1', paypassword: 'secret1', code: 'ab' }).success).toBe(false);
    expect(register.shape.name!.safeParse('bad name!').success).toBe(false);
    expect(module.RechargeRequestSchema!.shape.paytype!.safeParse('cheque').success).toBe(false);
    expect(module.CardListRequestSchema!.shape.type!.safeParse(3).success).toBe(false);
  });
});
