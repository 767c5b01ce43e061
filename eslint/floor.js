// The browser floor (package.json's browserslist) in MDN's compatibility data: which engines, from which version, and
// which built-in methods and platform APIs they lack. The lint (eslint.config.js: eslint-plugin-compat and the
// `floor/newer-apis` rule below) and the check of the built files (scripts/check-floor.mjs) both read it.
// docs/browsers.md says what each part is for.
import bcd from '@mdn/browser-compat-data' with { type: 'json' };
import browserslist from 'browserslist';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * What src/platformShims.ts fills in where an engine of the floor lacks it, named as eslint-plugin-compat names
 * its polyfills. tests/unit/platform-shims.test.ts removes each from the page and sees the shims put it back.
 */
export const SHIMMED = [
  'Array.prototype.at',
  'String.prototype.at',
  'TypedArray.prototype.at',
  'Array.prototype.findLast',
  'Array.prototype.findLastIndex',
  'TypedArray.prototype.findLast',
  'TypedArray.prototype.findLastIndex',
  'Object.hasOwn',
  'AbortSignal.any',
  'Response.json',
];

/**
 * Names of newer built-in methods that are also everyday methods of libraries (zod's `z.union()`), which a lint by
 * name cannot tell apart: Set's algebra. The project builds no Set algebra; a review must catch one.
 */
const SHARED_NAMES = ['union', 'intersection', 'difference'];

/** A shimmed name's data in MDN's tables: 'Array.prototype.at' → builtins.Array.at, 'AbortSignal.any' → api.AbortSignal.any_static. */
function shimCompat(name) {
  const parts = name.split('.');
  const [owner, member] = [parts[0], parts[parts.length - 1]];
  const builtin = bcd.javascript.builtins[owner];
  return (builtin ? builtin[member] : bcd.api[owner]?.[`${member}_static`])?.__compat;
}

/** The first version with the feature whole (as supportedAt reads it: no flag, prefix or partial implementation). */
const addedIn = (support) =>
  Math.min(...[support].flat().filter((s) => s && !s.flags && !s.prefix && !s.alternative_name && !s.partial_implementation).map((s) => versionOf(s.version_added)).filter((v) => v >= 0), Infinity);

/**
 * The fewest shimmed names whose presence means the engine has them all: for each of the three engines, the one it
 * gained last (AbortSignal.any, in Chromium 116, Safari 17.4 and Firefox 124). The page tests only these before it
 * loads the shims (vite/platformShims.ts); a name MDN has no data for is tested too.
 */
export function newestShimmed() {
  const newest = new Set();
  for (const engine of ['chrome', 'safari', 'firefox']) {
    let last = null;
    for (const name of SHIMMED) {
      const compat = shimCompat(name);
      if (!compat) newest.add(name);
      else if (!last || addedIn(compat.support[engine]) > last.version) last = { name, version: addedIn(compat.support[engine]) };
    }
    if (last) newest.add(last.name);
  }
  return [...newest];
}

/** Browserslist's names as MDN's. */
const MDN_NAMES = {
  chrome: 'chrome',
  and_chr: 'chrome_android',
  android: 'webview_android',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios_saf: 'safari_ios',
  samsung: 'samsunginternet_android',
};

/**
 * The floor's oldest version per MDN browser id. Browserslist keeps only the newest Chrome for Android and Android
 * WebView, which are the Chromium of the same number: their floor is Chromium's.
 */
export function floorInMdnTerms(queries) {
  const floor = {};
  for (const entry of browserslist(queries, { path: root })) {
    const [name, range] = entry.split(' ');
    const id = MDN_NAMES[name];
    if (!id) throw new Error(`eslint/floor.js: no MDN name for browserslist's "${name}"`);
    const version = Number.parseFloat(range.split('-')[0]);
    if (!(id in floor) || version < floor[id]) floor[id] = version;
  }
  for (const id of ['chrome_android', 'webview_android']) if (id in floor && 'chrome' in floor) floor[id] = Math.min(floor[id], floor.chrome);
  return floor;
}

const versionOf = (added) => (typeof added === 'string' ? Number.parseFloat(added.replace('≤', '')) : Number.NaN);

/** Whether MDN's support statement(s) say the browser has the feature, unflagged and unprefixed, at `version`. */
export function supportedAt(support, version) {
  const statements = Array.isArray(support) ? support : support ? [support] : [];
  return statements.some((s) => {
    if (s.flags || s.prefix || s.alternative_name || s.partial_implementation) return false;
    if (s.version_added === true) return true;
    const added = versionOf(s.version_added);
    if (!(added <= version)) return false;
    const removed = versionOf(s.version_removed);
    return !(removed <= version);
  });
}

/** The engines of the floor (their MDN ids and versions) that lack a feature, e.g. ['chrome 80', 'safari 14']. */
export function lackingAtFloor(compat, floor = floorInMdnTerms()) {
  if (!compat) return [];
  return Object.entries(floor)
    .filter(([id, version]) => !supportedAt(compat.support[id], version))
    .map(([id, version]) => `${id} ${version}`);
}

/**
 * Every built-in's instance method (Array.prototype.at, String.prototype.replaceAll, Set.prototype.union...) that an
 * engine of the floor lacks, by its name, unless the same name is an older method of another built-in (`.map` is
 * Array's since ever, whatever iterators gained since): a call `x.name()` on any receiver may be one of them. A
 * method src/platformShims.ts fills in is left out.
 */
export function newerMethods(floor = floorInMdnTerms(), shimmed = SHIMMED) {
  const newer = new Map();
  const old = new Set();
  for (const [builtin, members] of Object.entries(bcd.javascript.builtins)) {
    // A built-in the floor lacks altogether (WeakRef, Iterator, DisposableStack) is caught where it is named, by
    // eslint-plugin-compat; its methods' names (take, use, register) are also every other library's.
    // Iterator's helpers (take, drop, toArray) likewise: the project calls them on no iterator, and its own batches and
    // stores have a take().
    if (builtin === 'Iterator' || lackingAtFloor(members.__compat, floor).length > 0) continue;
    for (const [name, data] of Object.entries(members)) {
      const compat = data.__compat;
      if (name === '__compat' || SHARED_NAMES.includes(name) || !compat?.spec_url) continue;
      const specs = [compat.spec_url].flat();
      if (!specs.some((url) => /\.prototype\.[\w%-]+$/i.test(url))) continue;
      if (compat.status?.deprecated || !compat.status?.standard_track) continue;
      const lacking = lackingAtFloor(compat, floor);
      if (lacking.length === 0) old.add(name);
      else if (!shimmed.includes(`${builtin}.prototype.${name}`)) newer.set(name, { builtin, lacking: [...(newer.get(name)?.lacking ?? []), ...lacking] });
      else old.add(name);
    }
  }
  for (const name of old) newer.delete(name);
  return newer;
}

/**
 * Every static member an engine of the floor lacks, by `Global.name` (Promise.withResolvers, Object.groupBy,
 * AbortSignal.any, Response.json): JavaScript's built-ins and the platform's interfaces, from MDN's data of today
 * (eslint-plugin-compat's own copy is older), less what src/platformShims.ts fills in.
 */
export function newerStatics(floor = floorInMdnTerms(), shimmed = SHIMMED) {
  const newer = new Map();
  const add = (owner, name, compat) => {
    const key = `${owner}.${name}`;
    if (shimmed.includes(key) || compat?.status?.deprecated) return;
    const lacking = lackingAtFloor(compat, floor);
    if (lacking.length > 0) newer.set(key, lacking);
  };
  for (const [builtin, members] of Object.entries(bcd.javascript.builtins)) {
    for (const [name, data] of Object.entries(members)) {
      const specs = [data.__compat?.spec_url ?? []].flat();
      if (name !== '__compat' && specs.length > 0 && !specs.some((url) => /\.prototype\./i.test(url))) add(builtin, name, data.__compat);
    }
  }
  for (const [api, members] of Object.entries(bcd.api)) {
    for (const [name, data] of Object.entries(members)) if (name.endsWith('_static')) add(api, name.slice(0, -'_static'.length), data.__compat);
  }
  return newer;
}

/**
 * Every global an engine of the floor lacks (WeakRef, structuredClone, requestIdleCallback, ResizeObserver's newer
 * kin...): JavaScript's built-ins, the platform's interfaces and functions, and the window's own members.
 */
export function newerGlobals(floor = floorInMdnTerms()) {
  const newer = new Map();
  const add = (name, compat) => {
    if (newer.has(name) || !compat || compat.status?.deprecated === true) return;
    const lacking = lackingAtFloor(compat, floor);
    if (lacking.length > 0) newer.set(name, lacking);
  };
  for (const [name, data] of Object.entries(bcd.javascript.builtins)) add(name, data.__compat);
  for (const [name, data] of Object.entries(bcd.api)) if (name !== 'Window') add(name, data.__compat);
  for (const [name, data] of Object.entries(bcd.api.Window)) if (name !== '__compat' && !name.includes('_')) add(name, data.__compat);
  return newer;
}

/**
 * ESLint rule: a call of a built-in method the floor lacks, on any receiver (eslint-plugin-compat sees literals only),
 * and a static member the floor lacks (`Promise.withResolvers`, missing from eslint-plugin-compat's data).
 */
export const newerApisRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A built-in method an engine of the browser floor lacks, called on any receiver (docs/browsers.md)' },
    schema: [],
  },
  create(context) {
    const newer = (newerApisRule.cache ??= newerMethods());
    const statics = (newerApisRule.statics ??= newerStatics());
    return {
      MemberExpression(node) {
        if (node.computed || node.object.type !== 'Identifier' || node.property.type !== 'Identifier') return;
        const key = `${node.object.name}.${node.property.name}`;
        const lacking = statics.get(key);
        if (lacking) context.report({ node, message: `${key} is missing in ${lacking.join(', ')} (the floor): write it otherwise, or shim it (docs/browsers.md)` });
      },
      'CallExpression > MemberExpression.callee'(node) {
        const name = !node.computed && node.property.type === 'Identifier' ? node.property.name : null;
        const found = name && newer.get(name);
        if (!found) return;
        context.report({
          node: node.property,
          message: `${found.builtin}.prototype.${name}() is missing in ${[...new Set(found.lacking)].join(', ')} (the floor): write it otherwise, or shim it in src/platformShims.ts and eslint/floor.js`,
        });
      },
    };
  },
};
