// @vitest-environment node
// Result labels and colours of both lottery types.
import { describe, expect, it } from 'vitest';
import { ballLabelKeys, colourClass, sumLabelKeys } from '../../src/features/lottery/rules/labels';
import { ballColour, patternOf, sumColour, sumExtreme, summariseBalls, summariseSum } from '../../core/lotteryResults';

describe('type 2: three digits and their sum', () => {
  it('sums the digits and labels big 14-27, small 0-13, odd and even', () => {
    expect(summariseSum([3, 5, 7])).toMatchObject({ sum: 15, size: 'big', parity: 'odd' });
    expect(summariseSum([9, 4, 0])).toMatchObject({ sum: 13, size: 'small', parity: 'odd' });
    expect(summariseSum([9, 5, 0])).toMatchObject({ sum: 14, size: 'big', parity: 'even' });
    expect(summariseSum([0, 0, 0])).toMatchObject({ sum: 0, size: 'small', parity: 'even' });
    expect(summariseSum([9, 9, 9])).toMatchObject({ sum: 27, size: 'big', parity: 'odd' });
  });

  it('colours every sum: red, green, blue, and none for 0, 13, 14 and 27', () => {
    const byColour = { red: [] as number[], green: [] as number[], blue: [] as number[], grey: [] as number[] };
    for (let sum = 0; sum <= 27; sum += 1) byColour[sumColour(sum)].push(sum);
    expect(byColour).toEqual({
      red: [3, 6, 9, 12, 15, 18, 21, 24],
      green: [1, 4, 7, 10, 16, 19, 22, 25],
      blue: [2, 5, 8, 11, 17, 20, 23, 26],
      grey: [0, 13, 14, 27],
    });
  });

  it('knows the extremes and the shapes of three digits', () => {
    expect([sumExtreme(22), sumExtreme(21), sumExtreme(5), sumExtreme(6)]).toEqual(['big', null, 'small', null]);
    expect(patternOf([4, 4, 4])).toBe('leopard');
    expect(patternOf([5, 3, 4])).toBe('straight');
    expect(patternOf([2, 7, 2])).toBe('pair');
    expect(patternOf([9, 0, 1])).toBe('mixed');
  });

  it('turns a result into its words and colour class', () => {
    const s = summariseSum([3, 5, 7]);
    expect(sumLabelKeys(s)).toEqual(['lottery:result.big', 'lottery:result.odd', 'lottery:result.red']);
    expect(colourClass(s.colour)).toBe('lottery-colour-red');
    expect(sumLabelKeys(summariseSum([0, 6, 7]))).toEqual(['lottery:result.small', 'lottery:result.odd', 'lottery:result.grey']);
  });
});

describe('type 1: seven balls 1-49, the last one special', () => {
  it('gives every ball one of three colours: 17 red, 16 blue, 16 green', () => {
    const counts = { red: 0, blue: 0, green: 0 };
    for (let ball = 1; ball <= 49; ball += 1) counts[ballColour(ball)] += 1;
    expect(counts).toEqual({ red: 17, blue: 16, green: 16 });
    expect([1, 3, 5, 46, 48, 49].map(ballColour)).toEqual(['red', 'blue', 'green', 'red', 'blue', 'green']);
  });

  it('gives every ball two attributes and marks the special one', () => {
    const balls = summariseBalls([1, 24, 25, 30, 33, 40, 49]);
    expect(balls.map((b) => [b.size, b.parity])).toEqual([
      ['small', 'odd'],
      ['small', 'even'],
      ['big', 'odd'],
      ['big', 'even'],
      ['big', 'odd'],
      ['big', 'even'],
      ['big', 'odd'],
    ]);
    expect(balls.map((b) => b.special)).toEqual([false, false, false, false, false, false, true]);
    expect(ballLabelKeys(balls[1]!)).toEqual(['lottery:result.small', 'lottery:result.even']);
  });
});
