// Screens are assembled from the generic renderers: counts the routes whose screen is only a declaration
// (defineList, defineForm, defineDetail) by loading every screen the registry names, so a screen moved onto a
// renderer, or a new declared route, raises the count by itself. The floor only ever goes up.
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';

/** The component names the renderers' define* functions give the screens they make. */
const DECLARED = new Set(['DeclaredList', 'DeclaredForm', 'DeclaredDetail']);
/** Routes that were declarations when this was last raised; lower it never. */
const FLOOR = 26;

describe('declared screens', () => {
  it(`keeps at least ${FLOOR} routes as pure declarations of the generic renderers`, async () => {
    const declared: string[] = [];
    for (const screen of screens) {
      const module = await screen.screen();
      if (DECLARED.has(module.default.name)) declared.push(screen.path);
    }
    expect(declared.length, declared.join(' ')).toBeGreaterThanOrEqual(FLOOR);
    console.info(`${declared.length} of ${screens.length} routes are declarations: ${declared.join(' ')}`);
  }, 60_000);
});
