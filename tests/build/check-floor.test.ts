// The check of the built site against the browser floor (scripts/check-floor.mjs): what it must find in a script or a
// stylesheet, planted, and what it must let pass. `npm test` runs it on dist/ after the build.
import { describe, expect, it } from 'vitest';
import { scriptFindings } from '../../scripts/check-floor.mjs';
import { cssFindings, flexGapClasses } from '../../scripts/check-floor-css.mjs';
import { bareTextInGaps } from '../../scripts/check-floor-gaps.mjs';

const found = (code: string, file = 'assets/app.js') => scriptFindings(code, file).map((f) => f.what);
const foundInCss = (css: string) => cssFindings(css, 'assets/app.css').map((f) => f.what);

describe('the floor check of scripts', () => {
  it.each([
    ['logical assignment (ES2021)', 'let a; a ||= 1;'],
    ['a class field (ES2022)', 'class A { x = 1 }'],
    ['top-level await', 'await Promise.resolve();'],
    ['a regular expression lookbehind', 'export const r = /(?<!\\d)\\d/;'],
    ['a lookbehind built from a string', 'export const r = new RegExp("(?<=a)b");'],
    ["an optional call with an early spread (Chromium 80-90's bug)", 'export const f = (o, a) => o.m?.(...a, 1);'],
    ['a method the floor lacks, on any receiver', 'export const f = (s) => s.replaceAll("a", "b");'],
    ['a global the floor lacks', 'export const c = structuredClone({});'],
    ['a static the floor lacks', 'export const p = Promise.withResolvers();'],
    ['a global through window', 'window.requestIdleCallback(() => 1);'],
  ])('finds %s', (_kind, code) => {
    expect(found(code)).not.toEqual([]);
  });

  it.each([
    ['ES2020 syntax', 'export const f = (o) => o?.a ?? 1n;'],
    ['a shimmed method in an app chunk', 'export const f = (l) => l.at(-1) + Object.hasOwn(l, 0);'],
    ['a global tested first', 'export const idle = typeof requestIdleCallback === "function" ? requestIdleCallback : setTimeout;'],
    ['a global named only in a try', 'export const f = () => { try { return "x" in GestureEvent } catch { return false } };'],
    ['a static tested with in', 'export const c = "captureStackTrace" in Error ? Error.captureStackTrace : () => 0;'],
    ["a local that shadows a newer global's name", 'export const f = (structuredClone) => structuredClone(1);'],
  ])('lets pass %s', (_kind, code) => {
    expect(found(code)).toEqual([]);
  });

  it('holds the service worker and the operator page to the floor without the shims', () => {
    expect(found('self.x = [1].at(-1);', 'sw.js')).not.toEqual([]);
    expect(found('export const x = [1].at(-1);', 'admin/assets/field.js')).not.toEqual([]);
  });
});

describe('the floor check of stylesheets', () => {
  it.each([
    ['color-mix() in a variable', ':root { --tint: color-mix(in srgb, red 10%, white) }'],
    ['dvh with nothing before it', '.a { height: 100dvh }'],
    ['dvh with env() after vh (void once used, not dropped when parsed)', '.a { height: calc(100vh - env(safe-area-inset-bottom)); height: calc(100dvh - env(safe-area-inset-bottom)) }'],
    ['container units with nothing before them', '.a { width: 50cqw }'],
    ['aspect-ratio without a rule for old engines', '.a { aspect-ratio: 2 / 1 }'],
    ["aspect-ratio with another element's ::before for old engines", '.a { aspect-ratio: 2 / 1 } @supports not (aspect-ratio: 1 / 1) { .a .b::before { padding-top: 50% } }'],
    ["an img's aspect-ratio with a height other than auto", '.a img { height: 100%; aspect-ratio: 2 / 1 }'],
    ["a box's aspect-ratio with height auto (it has no attributes)", '.a .img { height: auto; aspect-ratio: 2 / 1 }'],
    ['inset', '.a { position: fixed; inset: 0 }'],
    ['a flex gap without margins for old engines', '.a { display: flex; gap: 8px }'],
    ['a gap whose rule does not say it is flex', '.a { gap: 8px }'],
    [':has()', '.a:has(> .b) { color: red }'],
    [
      "a flex gap's container made a column without margins for old engines",
      '.row { display: flex; gap: 8px } @supports not (aspect-ratio: 1 / 1) { .row { gap: 0 } .row > * + * { margin-left: 8px } } .x .row { flex-direction: column; gap: 0 }',
    ],
    [':where() without a rule for old engines', ':where(.a) { display: block }'],
    ["a hidden scrollbar without WebKit's own rule (Chromium before 121 shows it)", '.chips { overflow-x: auto; scrollbar-width: none }'],
    ["a hidden scrollbar whose WebKit rule is another box's", '.chips { scrollbar-width: none } .tabs::-webkit-scrollbar { display: none }'],
  ])('finds %s', (_kind, css) => {
    expect(foundInCss(css)).not.toEqual([]);
  });

  it.each([
    ['dvh after vh', '.a { height: 100vh; height: 100dvh }'],
    ['a grid gap', '.a { display: grid; gap: 8px }'],
    ['a flex gap with its margins', '.a { display: flex; gap: 8px } @supports not (aspect-ratio: 1 / 1) { .a { gap: 0 } .a > * + * { margin-left: 8px } }'],
    ['aspect-ratio with a rule for old engines', '.a { aspect-ratio: 2 / 1 } @supports not (aspect-ratio: 1 / 1) { .a { height: 0; padding-top: 50% } }'],
    ["aspect-ratio with the box's ::before for old engines", '.a { aspect-ratio: 2 / 1 } @supports not (aspect-ratio: 1 / 1) { .a::before { content: ""; display: block; padding-top: 50% } }'],
    ["an img's aspect-ratio with height auto (its attributes)", '.a img, .b > img.c { width: 100%; height: auto; aspect-ratio: 2 / 1 }'],
    [':where() with a rule for old engines', ':where(.a) { display: block } @supports not (aspect-ratio: 1 / 1) { .a { display: block } }'],
    [
      "a flex gap's container made a column with margins for old engines",
      '.row { display: flex; gap: 8px } @supports not (aspect-ratio: 1 / 1) { .row { gap: 0 } .row > * + * { margin-left: 8px } .x .row > * + * { margin-left: 0 } } .x .row { flex-direction: column; gap: 0 }',
    ],
    ['a prefixed twin', '.a { -webkit-appearance: none; appearance: none }'],
    ['an enhancement', '.a { overscroll-behavior: contain }'],
    ["a hidden scrollbar with WebKit's own rule", '.chips { overflow-x: auto; scrollbar-width: none } .chips::-webkit-scrollbar { display: none }'],
    ['dvh with env() and a rule of its own for old engines', '.a { height: calc(100dvh - env(x)) } @supports not (height: 1dvh) { .a { height: calc(100vh - env(x)) } }'],
    ['container units with rules of their own for old engines', '.a { width: 50cqw } @supports not (width: 1cqw) { .a { width: 50vw } }'],
  ])('lets pass %s', (_kind, css) => {
    expect(foundInCss(css)).toEqual([]);
  });
});

describe("the floor check of a flex gap's items in the app's markup", () => {
  const css = '.row { display: inline-flex; gap: 4px } .list .item { display: flex; gap: 8px } .plain { display: block }';
  const foundInMarkup = (tsx: string) => bareTextInGaps(tsx, 'Screen.tsx', flexGapClasses(css)).map((f) => f.where);

  it.each([
    ["a label's words beside its chevron", "<button className=\"row\">{expanded ? t('a:less') : t('a:more')}<DownOutline /></button>"],
    ['words after an icon, the class among others', "<span className={`item ${x}`}><Icon />{t('a:b')}</span>"],
    ['a literal beside an element', '<span className="row">-- <b>1</b></span>'],
  ])('finds %s', (_kind, tsx) => {
    expect(foundInMarkup(tsx)).not.toEqual([]);
  });

  it.each([
    ['words in an element of their own', "<button className=\"row\"><span>{t('a:more')}</span><DownOutline /></button>"],
    ['words alone', "<span className=\"row\">{t('a:b')}</span>"],
    ['a container without a gap', "<span className=\"plain\">{t('a:b')}<Icon /></span>"],
    ['items that are elements or values, not words', '<span className="row">{icon}<b>{count}</b></span>'],
  ])('lets pass %s', (_kind, tsx) => {
    expect(foundInMarkup(tsx)).toEqual([]);
  });
});
