// @vitest-environment node
// The spec's VIP progress rule: paysum / recharge, rounded, capped at 100, 0 if either is 0.
import { describe, expect, it } from 'vitest';
import { VIP_LEVELS } from '../../core/constants';
import { topVipLevel, vipProgress } from '../../src/lib/vipProgress';

describe('vipProgress', () => {
  it('is 0 when either side is 0 (VIP1 needs no deposit, so its progress is 0)', () => {
    expect(vipProgress('0.00', '1000.00')).toBe(0);
    expect(vipProgress('500.00', '0.00')).toBe(0);
    expect(vipProgress('0', '0')).toBe(0);
  });

  it('is the rounded percentage', () => {
    expect(vipProgress('250.00', '1000.00')).toBe(25);
    expect(vipProgress('333.33', '1000.00')).toBe(33);
    expect(vipProgress('666.67', '1000.00')).toBe(67);
    expect(vipProgress('0.01', '5000000.00')).toBe(0);
  });

  it('rounds a half up exactly, with no float error', () => {
    expect(vipProgress('285.00', '1000.00')).toBe(29); // 0.285 * 100 is 28.499999… in floating point
    expect(vipProgress('5.00', '1000.00')).toBe(1); // 0.5 %
    expect(vipProgress('4.99', '1000.00')).toBe(0);
    expect(vipProgress('994.99', '1000.00')).toBe(99);
    expect(vipProgress('995.00', '1000.00')).toBe(100);
  });

  it('is capped at 100', () => {
    expect(vipProgress('1000.00', '1000.00')).toBe(100);
    expect(vipProgress('999999999999.99', '1000.00')).toBe(100);
  });

  it('is exact for the largest amounts', () => {
    expect(vipProgress('450000000000.00', '900000000000.00')).toBe(50);
    expect(vipProgress('899999999999.99', '900000000000.00')).toBe(100);
  });

  it('treats what is not an amount as 0', () => {
    expect(vipProgress('', '1000.00')).toBe(0);
    expect(vipProgress('abc', '1000.00')).toBe(0);
    expect(vipProgress('-5.00', '1000.00')).toBe(0);
  });
});

describe('topVipLevel', () => {
  it('is the back end\'s highest listed level, else the spec\'s', () => {
    expect(topVipLevel([{ level: 1 }, { level: 2 }, { level: 3 }])).toBe(3);
    expect(topVipLevel([{ level: 12 }, { level: 1 }])).toBe(12);
    expect(topVipLevel([])).toBe(VIP_LEVELS.max);
    expect(topVipLevel(undefined)).toBe(VIP_LEVELS.max);
  });
});
