// @vitest-environment node
// The forms' rules are generated from openapi.yaml (scripts/gen-zod.mjs): the committed output equals a fresh run, and
// a rule or message changed in the contract changes the generated rule and the words a player reads, with no other
// edit. (tests/component/contract-driven-form.test.tsx renders a declared form from such a changed contract.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { maxLengthOf } from '../../src/api/requestRules';
import { barrel, generate, generatedFrom, removeCopies, type ContractChange, type Words } from '../shared/contractCopy';

const root = path.resolve(import.meta.dirname, '../..');
const contractText = readFileSync(path.join(root, 'openapi.yaml'), 'utf8');
afterAll(removeCopies);

/** Generates from the contract (changed, if asked) and loads the module and its words. */
async function load(change?: ContractChange) {
  const { module, words } = generatedFrom(change);
  return { module: (await import(/* @vite-ignore */ module)) as Record<string, z.ZodObject>, words };
}

/** The first problem's message for one field, as the key and the words it names. */
function problem(schema: z.ZodObject, field: string, value: unknown, words: Words) {
  const result = schema.shape[field]!.safeParse(value);
  if (result.success) return null;
  const key = result.error.issues[0]!.message;
  const [, dotted] = key.split(':') as [string, string];
  const [owner, prop] = dotted.split('.') as [string, string];
  return { key, words: words[owner]?.[prop] };
}

describe('generated request rules', () => {
  it('are up to date with openapi.yaml (run `npm run gen:api` after changing the contract)', () => {
    const { modules, locale } = generate(contractText);
    for (const [file, source] of Object.entries(modules)) expect(readFileSync(path.join(root, 'src/api', file), 'utf8'), file).toBe(source);
    // No module of a request body the contract no longer has.
    const committed = readdirSync(path.join(root, 'src/api/requests')).map((file) => `requests/${file}`);
    expect(committed.sort()).toEqual(Object.keys(modules).filter((file) => file !== barrel).sort());
    expect(readFileSync(path.join(root, 'locales/zh-CN/contract.json'), 'utf8')).toBe(locale);
  });

  it('follow a maxLength and an x-message changed in the contract', async () => {
    // What other clients may send (x-accept-maxLength) is the server's; the form's rule is maxLength.
    const change = { from: "password: { type: string, minLength: 6, maxLength: 16, x-accept-maxLength: 32, x-message: '请输入正确的密码长度，最少6位！' }", maxLength: 12, message: '密码为6~12位！' };
    const before = await load();
    const after = await load(change);
    const thirteen = 'a'.repeat(13);

    expect(problem(before.module.RegisterRequestSchema!, 'password', thirteen, before.words)).toBeNull();
    expect(problem(after.module.RegisterRequestSchema!, 'password', thirteen, after.words)).toEqual({
      key: 'contract:RegisterRequest.password',
      words: '密码为6~12位！',
    });
    expect(problem(before.module.RegisterRequestSchema!, 'password', 'abc', before.words)?.words).toBe('请输入正确的密码长度，最少6位！');
    // An input's limit, read from the rule as the form renderer reads it.
    expect(maxLengthOf(before.module.RegisterRequestSchema!.shape.password)).toBe(16);
    expect(maxLengthOf(after.module.RegisterRequestSchema!.shape.password)).toBe(12);
  });

  it('carry types, required fields, patterns and enums', async () => {
    const { module } = await load();
    const register = module.RegisterRequestSchema!;
    expect(register.safeParse({ name: 'player01', password: 'secret1', confirmPass: 'secret1', paypassword: 'secret1', code: 'ab' }).success).toBe(true);
    expect(register.safeParse({ name: 'player01', password: 'secret1', paypassword: 'secret1', code: 'ab' }).success).toBe(false);
    expect(register.shape.name!.safeParse('bad name!').success).toBe(false);
    expect(module.RechargeRequestSchema!.shape.paytype!.safeParse('cheque').success).toBe(false);
    expect(module.CardListRequestSchema!.shape.type!.safeParse(3).success).toBe(false);
  });
});
