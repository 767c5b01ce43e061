// The flex gaps' fallback for the browser floor (vite/cssFloor.ts): Chromium before 84 and Safari before 14.1 ignore a
// flex container's gap, so old engines get the same space as margins between the items, and only they do.
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { cssFloor, OLD_ENGINE_SUPPORTS } from '../../vite/cssFloor';

const run = (css: string) => postcss([cssFloor()]).process(css, { from: undefined }).css.replace(/\s+/g, ' ').trim();
const gate = `@supports ${OLD_ENGINE_SUPPORTS}`;

describe('the flex gaps for old engines', () => {
  it('a row: the gap between items becomes a start margin, behind the gate, and the gap goes', () => {
    expect(run('.row { display: flex; gap: 8px }')).toBe(`.row { display: flex; gap: 8px } ${gate} { .row { gap: 0 } .row > * + * { margin-left: 8px } }`);
  });

  it('a column: a top margin, from the row gap of a two-value gap', () => {
    expect(run('.col { display: flex; flex-direction: column; gap: 6px 2px }')).toContain('.col > * + * { margin-top: 6px }');
  });

  it('reversed directions: the margin on the other side', () => {
    expect(run('.r { display: inline-flex; flex-direction: row-reverse; column-gap: 4px }')).toContain('.r > * + * { margin-right: 4px }');
    expect(run('.c { display: flex; flex-flow: column-reverse; row-gap: 4px }')).toContain('.c > * + * { margin-bottom: 4px }');
  });

  it('a wrapping row: every item has the gap after and below it, which the container takes back', () => {
    const out = run('.chips { display: flex; flex-wrap: wrap; gap: 8px 12px }');
    expect(out).toContain('.chips { gap: 0; margin-right: calc(-1 * 12px); margin-bottom: calc(-1 * 8px) }');
    expect(out).toContain('.chips > * { margin-right: 12px; margin-bottom: 8px }');
  });

  it('a wrapping row with padding: the container takes the margins back from its padding, and its box stays', () => {
    const out = run('.hero { display: flex; flex-wrap: wrap; gap: 14px; padding: 28px 24px 64px }');
    expect(out).toContain('.hero { gap: 0; padding-right: calc(24px - 14px); padding-bottom: calc(64px - 14px) }');
    expect(out).not.toContain('margin-right: calc(-1');
  });

  it('each selector of a list, and inside the media query the rule is in', () => {
    const out = run('@media (min-width: 600px) { .a, .b { display: flex; gap: var(--space) } }');
    expect(out).toContain(`@media (min-width: 600px) { .a, .b { display: flex; gap: var(--space) } ${gate} { .a, .b { gap: 0 } .a > * + *, .b > * + * { margin-left: var(--space) } } }`);
  });

  it('leaves alone a grid (its gap is old), a zero gap, and keyframes', () => {
    for (const css of ['.g { display: grid; gap: 8px }', '.z { display: flex; gap: 0 }', '@keyframes k { from { display: flex; gap: 1px } }']) {
      expect(run(css)).not.toContain('@supports');
    }
  });
});
