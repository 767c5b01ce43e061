// What Lightning CSS cannot lower for the browser floor (vite/browserFloor.ts), written as a fallback beside it: a flex
// container's `gap`, which Chromium before 84 and Safari before 14.1 ignore (its items then touch). For each rule that
// makes a flex container with a gap, a rule for old engines puts the gap between the items as margins instead:
//
//   @supports not (aspect-ratio: 1 / 1) { .row { gap: 0 } .row > * + * { margin-left: 8px } }
//
// The gate is aspect-ratio, the newest of the two: every engine without flex gaps lacks it too (Chromium 84 and 88,
// Safari 14.1 and 15), so each engine gets either the gap or the margins, never both. A wrapping container gives every
// item the gap on its end and bottom and takes it back from the padding its rule gives it, or else with negative
// margins of its own (a rule that changes that padding later needs its own fallback, by hand). scripts/check-floor.mjs
// checks that the built stylesheets have one for every flex gap; docs/browsers.md says what else is written by hand.
import type { AtRule, Declaration, Node, Plugin, Rule } from 'postcss';

/** The condition of the rules written for engines older than aspect-ratio (and flex gaps). */
export const OLD_ENGINE_SUPPORTS = 'not (aspect-ratio: 1 / 1)';

const isZero = (value: string) => /^0(?:px|rem|em|%)?$/.test(value.trim());

/** A rule's own declarations, the last of each property (as the cascade within one rule takes it). */
function ownDeclarations(rule: Rule): Record<string, string> {
  const own: Record<string, string> = {};
  rule.each((node) => {
    if (node.type === 'decl') own[(node as Declaration).prop] = (node as Declaration).value;
  });
  return own;
}

/** A rule's own right and bottom padding, from its longhands or its shorthand (top, right, bottom, left). */
function ownPadding(own: Record<string, string>): { right?: string; bottom?: string } {
  const [top, right = top, bottom = top] = own.padding?.trim().split(/\s+(?![^(]*\))/) ?? [];
  return { right: own['padding-right'] ?? right, bottom: own['padding-bottom'] ?? bottom };
}

/** The fallback of one flex container's rule, as [selector, declarations] pairs; none when it has no gap to lower. */
export function flexGapFallback(rule: Rule): [string, Record<string, string>][] {
  const own = ownDeclarations(rule);
  if (!/^(?:inline-)?flex$/.test(own.display ?? '')) return [];
  const [rowFromGap, columnFromGap = rowFromGap] = own.gap?.trim().split(/\s+(?![^(]*\))/) ?? [];
  const row = own['row-gap'] ?? rowFromGap ?? '0';
  const column = own['column-gap'] ?? columnFromGap ?? '0';
  if (isZero(row) && isZero(column)) return [];
  const flow = `${own['flex-flow'] ?? ''} ${own['flex-direction'] ?? ''} ${own['flex-wrap'] ?? ''}`;
  const direction = /column-reverse/.test(flow) ? 'column-reverse' : /column/.test(flow) ? 'column' : /row-reverse/.test(flow) ? 'row-reverse' : 'row';
  const wraps = /\bwrap/.test(flow) && !/nowrap/.test(flow);
  const selectors = rule.selectors;
  const each = (suffix: string) => selectors.map((s) => `${s}${suffix}`).join(', ');
  const gapless: [string, Record<string, string>] = [selectors.join(', '), { gap: '0' }];
  if (wraps) {
    const across = direction.startsWith('row') ? column : row;
    const down = direction.startsWith('row') ? row : column;
    // The container takes the last item's margins back from its own padding where its rule gives one (its box stays:
    // a painted container neither grows nor sticks out past the page's edge), else by negative margins.
    const padding = ownPadding(own);
    const back = (side: 'right' | 'bottom', gap: string) =>
      padding[side] === undefined ? { [`margin-${side}`]: `calc(-1 * ${gap})` } : { [`padding-${side}`]: `calc(${padding[side]} - ${gap})` };
    return [
      [selectors.join(', '), { gap: '0', ...back('right', across), ...back('bottom', down) }],
      [each(' > *'), { 'margin-right': across, 'margin-bottom': down }],
    ];
  }
  const side = { row: ['margin-left', column], 'row-reverse': ['margin-right', column], column: ['margin-top', row], 'column-reverse': ['margin-bottom', row] }[direction] as [string, string];
  if (isZero(side[1])) return [];
  return [gapless, [each(' > * + *'), { [side[0]]: side[1] }]];
}

const inKeyframesOrGate = (rule: Rule) => {
  for (let at: Node | undefined = rule.parent; at; at = at.parent) {
    if (at.type !== 'atrule') continue;
    const { name, params } = at as AtRule;
    if (/keyframes$/.test(name) || (name === 'supports' && params.includes('aspect-ratio'))) return true;
  }
  return false;
};

/** The PostCSS plugin (vite.config.ts css.postcss): every stylesheet Vite builds, the dependencies' too. */
export function cssFloor(): Plugin {
  return {
    postcssPlugin: 'css-floor',
    OnceExit(root, { atRule, rule: makeRule, decl }) {
      root.walkRules((rule) => {
        if (inKeyframesOrGate(rule)) return;
        const fallback = flexGapFallback(rule);
        if (fallback.length === 0) return;
        // Written where the rule is (Vite's URL rewriting after this plugin reads each declaration's file).
        const { source } = rule;
        const gate = atRule({ name: 'supports', params: OLD_ENGINE_SUPPORTS, source });
        for (const [selector, declarations] of fallback) {
          const written = makeRule({ selector, source });
          for (const [prop, value] of Object.entries(declarations)) written.append(decl({ prop, value, source }));
          gate.append(written);
        }
        rule.after(gate);
      });
    },
  };
}
