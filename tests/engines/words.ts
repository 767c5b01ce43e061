// The words a person reads, straight from the locale files: a key's text, a namespace's sentences, and every key (to
// tell a missing translation, shown as its key, from real words).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');

type Tree = { [key: string]: string | Tree };

function load(lang: string): Record<string, Tree> {
  const dir = path.join(LOCALES, lang);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree]),
  );
}

const bundles: Record<string, Record<string, Tree>> = { 'zh-CN': load('zh-CN'), en: load('en') };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** A key's text ('nav:titles.money'), in zh-CN unless said otherwise. */
export function word(key: string, lang = 'zh-CN'): string {
  const [ns, rest] = key.includes(':') ? key.split(':', 2) as [string, string] : ['common', key];
  let node: string | Tree | undefined = bundles[lang]?.[ns];
  for (const part of rest.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no words for ${key} in ${lang}`);
  return node;
}

/** A namespace's sentences without slots, long enough to be the screen's own (not a lone character). */
export function namespaceWords(ns: string): string[] {
  const tree = bundles['zh-CN']?.[ns];
  return tree ? leaves(tree).map(([, text]) => text).filter((text) => text.length >= 2 && !text.includes('{{')) : [];
}

/** Every key, bare and with its namespace: text on a page equal to one is a missing translation. */
export const allKeys: ReadonlySet<string> = new Set(
  Object.values(bundles).flatMap((namespaces) =>
    Object.entries(namespaces).flatMap(([ns, tree]) => leaves(tree).flatMap(([key]) => (key.includes('.') ? [key, `${ns}:${key}`] : [`${ns}:${key}`]))),
  ),
);

/** The sentence with each {{slot}} filled. */
export const fill = (sentence: string, values: Record<string, string | number>) =>
  sentence.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
