// @vitest-environment node
// The tests' sentence helpers (tests/shared/words.ts): slots filled as i18next fills them, patterns that keep the words literal.
import { describe, expect, it } from 'vitest';
import { containing, fillIn, sentencePattern } from '../shared/words';

describe('fillIn', () => {
  it('fills every slot, spaces inside the braces or not', () => {
    expect(fillIn('Pay within {{time}}, {{ count }} left', { time: '59:59', count: 2 })).toBe('Pay within 59:59, 2 left');
  });

  it('throws for a slot the test gave no value', () => {
    expect(() => fillIn('Total {{total}}', {})).toThrow('{{total}}');
  });
});

describe('sentencePattern', () => {
  it('matches the words literally and each slot by its pattern', () => {
    const pattern = sentencePattern('(Hurry) pay within {{time}}.', { time: '\\d\\d:\\d\\d' });
    expect(pattern.test('(Hurry) pay within 59:01.')).toBe(true);
    expect(pattern.test('Hurry pay within 59:01!')).toBe(false);
  });

  it('throws for a slot the test gave no pattern', () => {
    expect(() => sentencePattern('Round {{expect}}', {})).toThrow('{{expect}}');
  });
});

describe('containing', () => {
  it('finds the words inside a longer name, symbols and all', () => {
    expect(containing('Add (USDT) address').test('+ Add (USDT) address 2')).toBe(true);
    expect(containing('a.b').test('axb')).toBe(false);
  });
});
