// @vitest-environment node
// Every language has every word: a key in locales/zh-CN (the base) missing from another language, or a brand's
// override of a key the base does not have, fails here with the language, the file and the key named.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const BASE = 'zh-CN';
const HAN = /\p{Script=Han}/u;

type Tree = { [key: string]: string | Tree };

const dirs = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory()) : []);
const jsonFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.json'));
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;

/** key path → text, e.g. 'money.records' → '账户明细'. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as const] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const baseDir = path.join(root, 'locales', BASE);
const base = Object.fromEntries(jsonFiles(baseDir).map((file) => [file, flatten(read(path.join(baseDir, file)))]));
const languages = dirs(path.join(root, 'locales')).filter((lang) => lang !== BASE);

describe('every language has every word', () => {
  it('ships a second language next to the base one', () => {
    expect(languages).toContain('en');
  });

  it.each(languages)('%s has every key of zh-CN, with the same {{variables}}', (lang) => {
    const problems: string[] = [];
    for (const [file, keys] of Object.entries(base)) {
      const own = path.join(root, 'locales', lang, file);
      if (!existsSync(own)) {
        problems.push(`locales/${lang}/${file} is missing (every key of locales/${BASE}/${file})`);
        continue;
      }
      const words = flatten(read(own));
      for (const [key, text] of keys) {
        const translated = words.get(key);
        if (translated === undefined) problems.push(`locales/${lang}/${file}: missing key "${key}" (${BASE}: ${text})`);
        else if (variables(translated).join() !== variables(text).join())
          problems.push(`locales/${lang}/${file}: "${key}" uses {{${variables(translated)}}}, ${BASE} {{${variables(text)}}}`);
      }
      for (const key of words.keys()) if (!keys.has(key)) problems.push(`locales/${lang}/${file}: "${key}" is not a key of ${BASE}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(languages.filter((lang) => !lang.startsWith('zh')))('%s has no Chinese word of the front end', (lang) => {
    const dir = path.join(root, 'locales', lang);
    const chinese = jsonFiles(dir).flatMap((file) =>
      [...flatten(read(path.join(dir, file)))].filter(([, text]) => HAN.test(text)).map(([key]) => `${lang}/${file}: ${key}`),
    );
    expect(chinese).toEqual([]);
  });

  it("lets a brand override only keys the base has, in languages the site has", () => {
    const problems: string[] = [];
    for (const id of dirs(path.join(root, 'brands'))) {
      const localeDir = path.join(root, 'brands', id, 'locales');
      for (const lang of dirs(localeDir)) {
        if (lang !== BASE && !languages.includes(lang)) problems.push(`brands/${id}/locales/${lang}: no locales/${lang}`);
        for (const file of jsonFiles(path.join(localeDir, lang))) {
          const keys = base[file];
          if (!keys) {
            problems.push(`brands/${id}/locales/${lang}/${file}: no such namespace in locales/${BASE}`);
            continue;
          }
          for (const key of flatten(read(path.join(localeDir, lang, file))).keys())
            if (!keys.has(key)) problems.push(`brands/${id}/locales/${lang}/${file}: "${key}" is not a key of ${BASE}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
