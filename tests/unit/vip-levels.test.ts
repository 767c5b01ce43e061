// @vitest-environment node
// The VIP page's rules: the starting tab and 已达标 / 未达标.
import { describe, expect, it } from 'vitest';
import { isReached, REBATE_COLUMNS, startIndex } from '../../src/features/vip/levels';

describe('startIndex', () => {
  it('starts at the member\'s level (index 0 is VIP1)', () => {
    expect(startIndex(1, 10)).toBe(0);
    expect(startIndex(4, 10)).toBe(3);
    expect(startIndex(10, 10)).toBe(9);
  });

  it('starts a visitor at VIP1 and keeps out-of-range levels in range', () => {
    expect(startIndex(undefined, 10)).toBe(0);
    expect(startIndex(12, 10)).toBe(9);
    expect(startIndex(3, 0)).toBe(0);
  });
});

describe('isReached', () => {
  it('is reached when vip >= the tab\'s level', () => {
    expect(isReached(4, 3)).toBe(true);
    expect(isReached(4, 4)).toBe(true);
    expect(isReached(4, 5)).toBe(false);
    expect(isReached(undefined, 1)).toBe(false);
  });
});

describe('REBATE_COLUMNS', () => {
  it('lists the six categories in the spec\'s order', () => {
    expect(REBATE_COLUMNS.map(([column]) => column)).toEqual(['realperson', 'sport', 'e_sport', 'joker', 'electron', 'lottery']);
  });
});
