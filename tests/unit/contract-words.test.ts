// @vitest-environment node
// `npm run gen:api` writes the contract's words (each x-message, locales/<lang>/contract.json) for every language in
// locales/: zh-CN's from the contract, another language's own sentence where it has one for those words (a renamed
// field keeps it), else a visible placeholder, which the generator names and this test lists until it is translated.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { translated as translatedBy, UNTRANSLATED as MARK } from '../../scripts/gen-zod.mjs';

type Words = Record<string, Record<string, string>>;
const translated = translatedBy as (base: Words, previousBase?: Words, previous?: Words) => { words: Words; missing: string[] };
const UNTRANSLATED = MARK as string;

const root = path.resolve(import.meta.dirname, '../..');
const BASE = 'zh-CN';
const read = (lang: string) => JSON.parse(readFileSync(path.join(root, 'locales', lang, 'contract.json'), 'utf8')) as Words;
const languages = readdirSync(path.join(root, 'locales')).filter((lang) => lang !== BASE && statSync(path.join(root, 'locales', lang)).isDirectory());
const base = read(BASE);

describe('the contract\'s words in every language', () => {
  it.each(languages)('locales/%s/contract.json is what gen:api writes (same keys as zh-CN, in its order)', (lang) => {
    expect(`${JSON.stringify(translated(base, base, read(lang)).words, null, 2)}\n`).toBe(readFileSync(path.join(root, 'locales', lang, 'contract.json'), 'utf8'));
  });

  it.each(languages)('locales/%s/contract.json has no sentence left to translate', (lang) => {
    const words = read(lang);
    const untranslated = Object.entries(words).flatMap(([schema, props]) =>
      Object.entries(props).filter(([, text]) => text.startsWith(UNTRANSLATED)).map(([prop]) => `${schema}.${prop} (${BASE}: ${base[schema]?.[prop]})`),
    );
    expect(untranslated, `translate these in locales/${lang}/contract.json`).toEqual([]);
  });
});

describe('the generator\'s other languages', () => {
  const zh: Words = { BindCardRequest: { bank_no: '请输入正确的卡号长度！', pay_pass: '支付密码长度为6~18位！' } };
  const en: Words = { BindCardRequest: { bank_no: 'Enter a card number of valid length!', pay_pass: 'The payment password is 6 to 18 characters!' } };

  it('keep a field\'s words when it is renamed', () => {
    const renamed: Words = { BindCardRequest: { card_no: zh.BindCardRequest!.bank_no!, pay_pass: zh.BindCardRequest!.pay_pass! } };
    expect(translated(renamed, zh, en)).toEqual({ words: { BindCardRequest: { card_no: en.BindCardRequest!.bank_no, pay_pass: en.BindCardRequest!.pay_pass } }, missing: [] });
  });

  it('mark a new field\'s words, and a changed sentence\'s, as untranslated, and name them', () => {
    const changed: Words = { BindCardRequest: { bank_no: '卡号为8到64位！', pay_pass: zh.BindCardRequest!.pay_pass!, nickname: '请输入昵称！' } };
    const { words, missing } = translated(changed, zh, en);
    expect(missing).toEqual(['BindCardRequest.bank_no', 'BindCardRequest.nickname']);
    expect(words.BindCardRequest).toEqual({ bank_no: `${UNTRANSLATED}卡号为8到64位！`, pay_pass: en.BindCardRequest!.pay_pass, nickname: `${UNTRANSLATED}请输入昵称！` });
  });
});
