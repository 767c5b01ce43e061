#!/usr/bin/env node
// Writes the zod rules of every request body in openapi.yaml, one module each (src/api/requests/<Body>.gen.ts, with
// src/api/requestSchemas.gen.ts re-exporting them all), and the words of their messages (locales/zh-CN/contract.json),
// so a form's rules come from the contract and change with it. One module each because building a zod rule costs
// script time when its chunk loads: a screen's chunk then carries, and builds, only the rules it uses (the build
// treats these modules as free of side effects, vite/generatedRules.ts).
//
// Messages: each property's `x-message` in the contract is the exact sentence a player sees. It becomes the locale key
// `contract:<Schema>.<property>`, whose zh-CN text is that sentence; every rule of the property (type, length,
// pattern, enum, range) fails with it. Properties without an x-message fail with zod's default (forms add their own).
// Every other language in locales/ gets the same keys: its own sentence where it has one for those zh-CN words (under
// that key, or another: a renamed field keeps its translation), else a visible placeholder, listed here and by
// tests/unit/contract-words.test.ts until someone translates it.
//
// Usage: node scripts/gen-zod.mjs [contract] [api dir] [locale.json]   (no arguments: the repository's files)
// A small script of ours: the maintained generators either need a newer Node or cannot carry x-message.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REF = '#/components/schemas/';

/** The component schemas that request bodies use, objects only, in an order where each follows what it uses. */
function requestObjects(doc) {
  const schemas = doc.components.schemas;
  const roots = new Set();
  const bodyRef = (body) => {
    const resolved = body.$ref ? doc.components.requestBodies[body.$ref.split('/').pop()] : body;
    const media = resolved.content['application/json'];
    return media?.schema.$ref?.slice(REF.length);
  };
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) {
      // The field reports' calls are no form's: the collector validates them (server/features/telemetry).
      if (op['x-field-reports']) continue;
      const name = op.requestBody && bodyRef(op.requestBody);
      if (name) roots.add(name);
    }
  }
  const ordered = [];
  const visit = (name) => {
    if (ordered.includes(name)) return;
    const schema = schemas[name];
    for (const ref of refsIn(schema)) if (schemas[ref].type === 'object') visit(ref);
    ordered.push(name);
  };
  [...roots].sort().forEach(visit);
  return ordered;
}

function refsIn(node) {
  if (!node || typeof node !== 'object') return [];
  if (typeof node.$ref === 'string') return [node.$ref.slice(REF.length)];
  return Object.values(node).flatMap(refsIn);
}

const literal = (value) => JSON.stringify(value);
const regex = (pattern) => `/${pattern.replace(/\//g, '\\/')}/`;

/** One property (or array item) as zod source; `message` is the locale key its rules fail with. */
function zodOf(doc, node, message) {
  const schemas = doc.components.schemas;
  if (node.$ref) {
    const name = node.$ref.slice(REF.length);
    const target = schemas[name];
    // Objects are their own constants; scalars are inlined so the property's own message applies to their rules.
    return target.type === 'object' ? `${name}Schema` : zodOf(doc, { ...target, ...withoutRef(node) }, message);
  }
  const m = message ? `, { message: ${literal(message)} }` : '';
  const m1 = message ? `{ message: ${literal(message)} }` : '';
  if (node.enum) {
    const values = node.enum.map(literal);
    if (node.enum.every((v) => typeof v === 'string')) return `z.enum([${values.join(', ')}]${m})`;
    return values.length === 1 ? `z.literal(${values[0]}${m})` : `z.union([${values.map((v) => `z.literal(${v})`).join(', ')}]${m})`;
  }
  switch (node.type) {
    case 'string': {
      let out = `z.string(${m1})`;
      if (node.minLength !== undefined) out += `.min(${node.minLength}${m})`;
      if (node.maxLength !== undefined) out += `.max(${node.maxLength}${m})`;
      if (node.pattern !== undefined) out += `.regex(${regex(node.pattern)}${m})`;
      return out;
    }
    case 'integer':
    case 'number': {
      let out = `z.number(${m1})`;
      if (node.type === 'integer') out += `.int(${m1})`;
      if (node.minimum !== undefined) out += `.min(${node.minimum}${m})`;
      if (node.maximum !== undefined) out += `.max(${node.maximum}${m})`;
      return out;
    }
    case 'boolean':
      return `z.boolean(${m1})`;
    case 'array': {
      let out = `z.array(${zodOf(doc, node.items, message)}${m})`;
      if (node.minItems !== undefined) out += `.min(${node.minItems}${m})`;
      if (node.maxItems !== undefined) out += `.max(${node.maxItems}${m})`;
      return out;
    }
    case 'object':
      return objectOf(doc, node, '');
    default:
      return 'z.unknown()';
  }
}

function withoutRef(node) {
  return Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref'));
}

function objectOf(doc, schema, name, messages = {}) {
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(([prop, node]) => {
    const text = node['x-message'];
    let key;
    if (typeof text === 'string' && name) {
      key = `contract:${name}.${prop}`;
      (messages[name] ??= {})[prop] = text;
    }
    const rule = zodOf(doc, node, key);
    return `  ${/^[A-Za-z_$][\w$]*$/.test(prop) ? prop : literal(prop)}: ${rule}${required.has(prop) ? '' : '.optional()'},`;
  });
  return lines.length ? `z.object({\n${lines.join('\n')}\n})` : 'z.object({})';
}

const HEADER = '// Generated by scripts/gen-zod.mjs from openapi.yaml (`npm run gen:api`). Do not edit: change the contract.';
/** Where the rules live, relative to src/api/: the barrel and one module per request body. */
export const BARREL = 'requestSchemas.gen.ts';
export const RULES_DIR = 'requests';
const moduleOf = (name) => `${RULES_DIR}/${name}.gen.ts`;

/**
 * The generated modules (paths relative to src/api/, the barrel's included) and the locale bundle for a contract's
 * text.
 */
export function generate(contractText) {
  const doc = parse(contractText);
  const messages = {};
  const names = requestObjects(doc);
  const modules = {};
  for (const name of names) {
    const schema = doc.components.schemas[name];
    const doc1 = schema.description && !schema.description.trim().includes('\n') ? `/** ${schema.description.trim()} */\n` : '';
    const body = `${doc1}export const ${name}Schema = ${objectOf(doc, schema, name, messages)};\nexport type ${name}Fields = z.input<typeof ${name}Schema>;`;
    const uses = [...new Set(refsIn(schema))].filter((ref) => ref !== name && names.includes(ref)).sort();
    modules[moduleOf(name)] = [
      HEADER,
      "// Each rule's message is a locale key (locales/zh-CN/contract.json, generated alongside) of the contract's x-message.",
      "import { z } from '../../lib/zod';",
      ...uses.map((ref) => `import { ${ref}Schema } from './${ref}.gen';`),
      '',
      body,
      '',
    ].join('\n');
  }
  modules[BARREL] = [
    HEADER,
    '// Every request body\'s rules, each from a module of its own (./requests/): a chunk carries only those its screens use.',
    ...names.map((name) => `export * from './${moduleOf(name).replace(/\.ts$/, '')}';`),
    '',
  ].join('\n');
  return { modules, locale: `${JSON.stringify(messages, null, 2)}\n` };
}

/** How a sentence no one has translated yet starts: visible on screen, and listed by the test of the words. */
export const UNTRANSLATED = '[untranslated] ';

/**
 * Another language's contract words for the base language's (each `{Schema: {property: sentence}}`): for each key,
 * that language's sentence where the base sentence is the one it translated (under this key, or any other: a field
 * renamed keeps its words), else the base sentence after UNTRANSLATED. Answers the words and the keys left untranslated.
 */
export function translated(base, previousBase = {}, previous = {}) {
  const known = new Map();
  for (const [schema, props] of Object.entries(previousBase)) {
    for (const [prop, sentence] of Object.entries(props)) {
      const own = previous[schema]?.[prop];
      if (typeof own === 'string' && !own.startsWith(UNTRANSLATED)) known.set(sentence, own);
    }
  }
  const missing = [];
  const words = Object.fromEntries(
    Object.entries(base).map(([schema, props]) => [
      schema,
      Object.fromEntries(
        Object.entries(props).map(([prop, sentence]) => {
          const mine = previousBase[schema]?.[prop] === sentence ? previous[schema]?.[prop] : undefined;
          const own = typeof mine === 'string' && !mine.startsWith(UNTRANSLATED) ? mine : known.get(sentence);
          if (own === undefined) missing.push(`${schema}.${prop}`);
          return [prop, own ?? `${UNTRANSLATED}${sentence}`];
        }),
      ),
    ]),
  );
  return { words, missing };
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

function main() {
  const [contract = path.join(ROOT, 'openapi.yaml'), apiDir = path.join(ROOT, 'src/api'), locale = path.join(ROOT, 'locales/zh-CN/contract.json')] =
    process.argv.slice(2);
  const { modules, locale: words } = generate(readFileSync(contract, 'utf8'));
  const localesDir = path.dirname(path.dirname(locale));
  const previousBase = readJson(locale);
  const others = readdirSync(localesDir).filter((lang) => lang !== path.basename(path.dirname(locale)) && statSync(path.join(localesDir, lang)).isDirectory());
  // A body the contract no longer has leaves no module behind.
  rmSync(path.join(apiDir, RULES_DIR), { recursive: true, force: true });
  mkdirSync(path.join(apiDir, RULES_DIR), { recursive: true });
  for (const [file, source] of Object.entries(modules)) writeFileSync(path.join(apiDir, file), source);
  writeFileSync(locale, words);
  const count = Object.keys(modules).length - 1; // every module but the barrel
  console.log(`wrote ${path.relative(process.cwd(), path.join(apiDir, BARREL))}, ${count} modules in ${RULES_DIR}/ and ${path.relative(process.cwd(), locale)}`);
  for (const lang of others) {
    const file = path.join(localesDir, lang, path.basename(locale));
    const { words: theirs, missing } = translated(JSON.parse(words), previousBase, readJson(file));
    writeFileSync(file, `${JSON.stringify(theirs, null, 2)}\n`);
    const where = path.relative(process.cwd(), file);
    console.log(missing.length ? `wrote ${where}: ${missing.length} to translate (marked ${UNTRANSLATED.trim()}): ${missing.join(', ')}` : `wrote ${where}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
