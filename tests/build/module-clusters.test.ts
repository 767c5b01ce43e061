// @vitest-environment node
// How the landing screens' modules are put in sets, each a chunk (vite/moduleClusters.ts): by the screens that load
// them, so a screen loads few chunks and little it does not use.
import { describe, expect, it } from 'vitest';
import { clustersOf, SIMILAR, WORTH_A_REQUEST } from '../../vite/moduleClusters';

/** `module: [screens loading it]`, each module `size` bytes unless listed in `sizes`. */
function clusters(loadedBy: Record<string, string[]>, sizes: Record<string, number> = {}) {
  const sets = clustersOf(Object.keys(loadedBy), (id) => new Set(loadedBy[id]), (id) => sizes[id] ?? WORTH_A_REQUEST);
  return sets.map((set) => [...set.modules].sort()).sort((a, b) => a[0]!.localeCompare(b[0]!));
}

const screens = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `screen${i + from}`);

describe('module sets', () => {
  it('put modules the same screens load together', () => {
    expect(clusters({ a: ['list', 'records'], b: ['list', 'records'], c: ['form'] })).toEqual([['a', 'b'], ['c']]);
  });

  it('merge when at least half the screens loading either load both, not when fewer do', () => {
    expect(SIMILAR).toBe(0.5);
    // 3 of 4 screens load both.
    expect(clusters({ list: screens(4), pull: screens(3) })).toEqual([['list', 'pull']]);
    // 2 of 6 do.
    expect(clusters({ list: screens(4), form: screens(4, 3) })).toEqual([['form'], ['list']]);
  });

  it("send a set too small for a request to one every screen loading it loads anyway, not to a sibling's", () => {
    // A feature's words: its four screens load them. Half of those load the list screen's code, which imports much
    // more; all of them load the states every screen does.
    const sets = clusters(
      { words: screens(4), listScreen: screens(2), states: screens(10) },
      { words: WORTH_A_REQUEST / 4, listScreen: 4 * WORTH_A_REQUEST, states: 4 * WORTH_A_REQUEST },
    );
    expect(sets).toEqual([['listScreen'], ['states', 'words']]);
  });

  it('send a set too small for a request to the one most like it when none covers its screens', () => {
    const sets = clusters({ tiny: ['a', 'b', 'c'], near: ['a', 'b', 'd'], far: ['a', 'x', 'y', 'z'] }, { tiny: 10 });
    expect(sets).toEqual([['far'], ['near', 'tiny']]);
  });
});
