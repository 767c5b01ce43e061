// The CSS half of scripts/check-floor.mjs: each stylesheet of dist/ (and the page's own <style>) against the browser
// floor, from MDN's data. An engine drops what it does not know (a property, a value, a whole rule for a selector it
// cannot read), so each such thing needs a fallback the engine does know: an earlier declaration of the same property
// (`height: 100vh` before `height: 100dvh`, unless the value has var() or env()), a vendor-prefixed twin, or a rule for
// old engines under `@supports not (aspect-ratio: 1 / 1)` (vite/cssFloor.ts writes those for flex gaps; for
// aspect-ratio, a rule there for the box's ::before does, or for an <img> with `height: auto`, its width and height
// attributes), for `scrollbar-width: none` a `::-webkit-scrollbar { display: none }` of the same box. Where its absence costs a player nothing (scroll feel, a keyboard's focus ring, a paint speed-up), it is
// named in ENHANCEMENTS with why.
import bcd from '@mdn/browser-compat-data' with { type: 'json' };
import postcss from 'postcss';
import { floorInMdnTerms, lackingAtFloor } from '../eslint/floor.js';

/** What an engine of the floor may go without, each with what the player loses (nothing they need). */
export const ENHANCEMENTS = {
  'overscroll-behavior': 'a scroll may chain to the page behind at its end',
  'overscroll-behavior-x': 'a sideways scroll may chain to the page at its end',
  'overscroll-behavior-y': 'a scroll may chain to the page behind at its end',
  'content-visibility': 'off-screen parts are painted too (slower, same look)',
  'contain-intrinsic-size': 'goes with content-visibility',
  'contain-intrinsic-block-size': 'goes with content-visibility',
  'scroll-snap-stop': 'a fast swipe may pass a banner',
  resize: 'a text box cannot be resized by hand',
  '-webkit-tap-highlight-color': "the engine's own tap flash",
  'container-type': 'only names the box that cq units measure; each use of those units has a fallback before it',
  outline: "a focus ring that does not follow rounded corners (MDN's partial support)",
  ':focus-visible': 'no focus ring for a keyboard (phones have none)',
  ':-webkit-scrollbar': 'a scrollbar shows where a phone overlays it anyway',
  '::-webkit-scrollbar': 'a scrollbar shows where a phone overlays it anyway',
  '::-webkit-search-cancel-button': "the engine's own clear button in a search box",
};

/** The gate of the rules written for engines of the floor that lack aspect-ratio (and, with it, flex gaps). */
export const OLD_ENGINE_GATE = '@supports not (aspect-ratio: 1 / 1)';

const types = bcd.css.types;
/** Values an engine of the floor may not read, by what they look like. */
const VALUES = [
  { what: 'color-mix()', test: /\bcolor-mix\(/, compat: types.color['color-mix'].__compat },
  { what: 'dynamic, small or large viewport units (dvh, svh, lvh)', test: /\d(?:d|s|l)v(?:h|w|min|max|i|b)\b/, gate: /\d(?:d|s|l)v(?:h|w)\b/, compat: types.length.viewport_percentage_units_dynamic.__compat },
  { what: 'container query units (cqw, cqh)', test: /\dcq(?:w|h|i|b|min|max)\b/, gate: /cq(?:w|h|i|b|min|max)\b/, compat: types.length.container_query_length_units.__compat },
];

const unprefixed = (name) => name.replace(/^-(?:webkit|moz|ms|o)-/, '');
const isPrefixed = (name) => name !== unprefixed(name);
const normal = (selector) => selector.replace(/\s+/g, ' ').replace(/\s*([>+~,])\s*/g, '$1').trim();
const selectorsOf = (rule) => rule.selectors.map(normal);

/** Whether a selector's subject is an <img> (`.tile img`, `.row > img.picture`). */
const isImg = (selector) => /(?:^|[\s>+~])img(?:[.#:[][^\s>+~]*)?$/.test(selector);
/** A selector's subject: `.row` of `.list > .row`. */
const lastCompound = (selector) => selector.split(/[\s>+~]+/).pop();
/** A rule's own declarations, the last of each property. */
const declarationsOf = (rule) => Object.fromEntries(rule.nodes.filter((n) => n.type === 'decl').map((n) => [n.prop, n.value]));

/** The innermost rule a node is in, and whether it sits in the old-engine gate. */
const inGate = (node) => {
  for (let at = node.parent; at; at = at.parent) if (at.type === 'atrule' && at.name === 'supports' && /^not\s*\(\s*aspect-ratio/.test(at.params)) return true;
  return false;
};

/** The engines of the floor lacking a feature; MDN's partial support counts as support here (its notes are details). */
function lacking(compat, floor) {
  if (!compat) return [];
  const whole = { ...compat, support: Object.fromEntries(Object.entries(compat.support).map(([id, s]) => [id, [s].flat().map((x) => ({ ...x, partial_implementation: false }))])) };
  return lackingAtFloor(whole, floor);
}

/** Styles of an HTML page (its <style> elements) or a stylesheet, as CSS. */
const cssOf = (text, file) => (file.endsWith('.html') ? [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n') : text);

/**
 * The classes of the flex containers with a gap (`row` of `.list .row { display: flex; gap: 8px }`): old engines space
 * their items by margins on `> * + *`, which reach elements only (scripts/check-floor-gaps.mjs checks their markup).
 */
export function flexGapClasses(text, file = 'style.css') {
  const classes = new Set();
  let root;
  try {
    root = postcss.parse(cssOf(text, file));
  } catch {
    return classes;
  }
  root.walkRules((rule) => {
    const own = declarationsOf(rule);
    const gap = own.gap ?? own['row-gap'] ?? own['column-gap'];
    if (inGate(rule) || !/^(inline-)?flex$/.test(own.display ?? '') || !gap || /^0(px)?$/.test(gap)) return;
    for (const s of selectorsOf(rule)) {
      const own = /^\.([\w-]+)$/.exec(lastCompound(s).replace(/:[\w-]+(\([^)]*\))?/g, ''));
      if (own) classes.add(own[1]);
    }
  });
  return classes;
}

export function cssFindings(text, file = 'style.css', floor = floorInMdnTerms()) {
  const findings = [];
  const add = (what, node, detail) => {
    if (!(what in ENHANCEMENTS)) findings.push({ file, what, where: node.source?.start ? `${node.source.start.line}:${node.source.start.column}` : '', detail });
  };
  let root;
  try {
    root = postcss.parse(cssOf(text, file));
  } catch (error) {
    return [{ file, what: 'CSS that does not parse', where: '', detail: String(error) }];
  }
  // The selectors the gate gives old engines' rules for: a flex gap's (`X > * + *` with `X { gap: 0 }`) and others.
  const gated = new Set();
  // The elements whose ::before (or ::after) the gate styles: the box an aspect-ratio sizes may take its height from
  // the padding of one (a share of the box's width) instead.
  const gatedBox = new Set();
  root.walkRules((rule) => {
    if (!inGate(rule)) return;
    for (const s of selectorsOf(rule)) {
      gated.add(s);
      gatedBox.add(s.replace(/::?(?:before|after)$/, ''));
    }
  });
  // `@supports not (width: 1cqw) { ... }`: the stylesheet has its own rules for engines without such values.
  const supportsNot = [];
  root.walkAtRules('supports', (at) => {
    if (/^not\s*\(/.test(at.params)) supportsNot.push(at.params);
  });
  const gatedValue = (value) => Boolean(value.gate) && supportsNot.some((params) => value.gate.test(params));
  const flexGapLacking = lacking(bcd.css.properties.gap.flex_context.__compat, floor);
  // The flex containers with a gap, by their own class (`.row` of `.list .row`), whose items old engines space by margins.
  const flexGapContainers = new Set();
  root.walkRules((rule) => {
    const own = declarationsOf(rule);
    const gap = own.gap ?? own['row-gap'] ?? own['column-gap'];
    if (inGate(rule) || !/^(inline-)?flex$/.test(own.display ?? '') || !gap || /^0(px)?$/.test(gap)) return;
    for (const s of selectorsOf(rule)) if (/[.#]/.test(lastCompound(s))) flexGapContainers.add(lastCompound(s));
  });
  // `scrollbar-width: none`'s fallback in Chromium before 121 and Safari: the same box's ::-webkit-scrollbar not shown.
  const scrollbarHidden = new Set();
  root.walkRules((rule) => {
    if (declarationsOf(rule).display !== 'none') return;
    for (const s of selectorsOf(rule)) if (s.endsWith('::-webkit-scrollbar')) scrollbarHidden.add(s.slice(0, -'::-webkit-scrollbar'.length));
  });
  // An <img> whose height is auto takes its box's ratio from its width and height attributes, before its picture comes,
  // in engines since Chromium 79 and Safari 14: for an img, the attributes are the fallback of aspect-ratio.
  const ratioFromAttributes = lacking(bcd.html.elements.img.aspect_ratio_computed_from_attributes.__compat, floor).length === 0;
  /** aspect-ratio's own fallbacks: the gate's ::before in the box (its padding is the height), or an img's attributes. */
  const ratioFallback = (rule) =>
    selectorsOf(rule).every((s) => gatedBox.has(s)) || (ratioFromAttributes && declarationsOf(rule).height === 'auto' && selectorsOf(rule).every(isImg));

  root.walkRules((rule) => {
    if (inGate(rule) || rule.parent?.type === 'atrule' && rule.parent.name === 'keyframes') return;
    for (const match of rule.selector.matchAll(/(::?[\w-]+)/g)) {
      const pseudo = match[1];
      const compat = bcd.css.selectors[pseudo.replace(/^::?/, '')]?.__compat;
      const missing = lacking(compat, floor);
      // The same rule for old engines, with :where(X) or :is(X) written X, stands in for it.
      const unwrapped = selectorsOf(rule).map((s) => s.replace(/:(?:where|is)\(([^()]*)\)/g, '$1'));
      const fallback = unwrapped.every((s) => gated.has(s));
      if (missing.length && !fallback && !isPrefixed(pseudo.replace(/^::?/, ''))) add(pseudo, rule, `${rule.selector} (missing in ${missing.join(', ')}; the engine drops the whole rule)`);
    }
    const own = declarationsOf(rule);
    const gap = own.gap ?? own['row-gap'] ?? own['column-gap'];
    const flex = /^(inline-)?flex$/.test(own.display ?? '');
    if (gap && !/^0(px)?$/.test(gap) && flexGapLacking.length) {
      if (!own.display) add('gap without display in its rule', rule, `${rule.selector}: say there whether it is a flex container, so vite/cssFloor.ts can write its fallback`);
      else if (flex && !selectorsOf(rule).every((s) => gated.has(s))) add('a flex gap without the old engines\' margins', rule, `${rule.selector} (missing in ${flexGapLacking.join(', ')})`);
    }
    // A rule that turns such a container (`.x .row` of `.row`) into a column or takes its gap away leaves old engines
    // the margins written for the row: it needs margins of its own for them (`.x .row > * + * { margin-left: 0 }`).
    const restyled = own['flex-direction'] ?? own['flex-flow'] ?? (gap && /^0(px)?$/.test(gap) ? gap : undefined);
    if (restyled && !own.display && flexGapLacking.length) {
      const unmended = selectorsOf(rule).filter((s) => flexGapContainers.has(lastCompound(s)) && !gated.has(`${s}>*+*`));
      if (unmended.length) add("a flex gap's container restyled without the old engines' margins", rule, `${unmended.join(', ')} { ${restyled} } (the margins for ${unmended.map(lastCompound).join(', ')}'s gap stay)`);
    }
  });

  root.walkDecls((decl) => {
    if (inGate(decl)) return;
    if (decl.prop.startsWith('--')) {
      // A custom property takes any value; the engine finds it unreadable only where it is used, with nothing earlier
      // to fall back to (the later declaration wins either way).
      for (const value of VALUES) {
        const missing = value.test.test(decl.value) ? lacking(value.compat, floor) : [];
        if (missing.length) add(value.what, decl, `${decl.prop}: ${decl.value} (missing in ${missing.join(', ')}; every use of the variable is void there)`);
      }
      return;
    }
    const rule = decl.parent;
    const siblings = rule.nodes.filter((n) => n.type === 'decl');
    const before = siblings.slice(0, siblings.indexOf(decl));
    if (!isPrefixed(decl.prop)) {
      const missing = lacking(bcd.css.properties[decl.prop]?.__compat, floor);
      const twin = siblings.some((n) => n !== decl && isPrefixed(n.prop) && unprefixed(n.prop) === decl.prop);
      const fallback =
        rule.type === 'rule' &&
        (selectorsOf(rule).every((s) => gated.has(s)) ||
          (decl.prop === 'aspect-ratio' && ratioFallback(rule)) ||
          (decl.prop === 'scrollbar-width' && decl.value === 'none' && selectorsOf(rule).every((s) => scrollbarHidden.has(s))));
      if (missing.length && !twin && !fallback) add(decl.prop, decl, `${rule.selector ?? rule.params} { ${decl.prop}: ${decl.value} } (missing in ${missing.join(', ')})`);
    }
    for (const value of VALUES) {
      if (!value.test.test(decl.value)) continue;
      const missing = lacking(value.compat, floor);
      // A value with var() or env() is taken when parsed and only found void once used (it then falls to the
      // property's initial value, not to an earlier declaration): its fallback must be a rule of its own.
      const earlier = !/\b(?:var|env)\(/.test(decl.value) && before.some((n) => n.prop === decl.prop && !value.test.test(n.value));
      if (missing.length && !earlier && !gatedValue(value)) add(value.what, decl, `${decl.prop}: ${decl.value} (missing in ${missing.join(', ')}; write a declaration the engine reads before it)`);
    }
  });

  root.walkAtRules((at) => {
    if (['media', 'supports', 'keyframes', 'font-face', 'import', 'charset', '-webkit-keyframes'].includes(at.name)) return;
    const missing = lacking(bcd.css['at-rules'][at.name]?.__compat, floor);
    if (missing.length) add(`@${at.name}`, at, `@${at.name} ${at.params} (missing in ${missing.join(', ')}; the engine drops it all)`);
  });
  return findings;
}
