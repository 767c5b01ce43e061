// @vitest-environment node
// The room's countdown state machine on a fake clock: open → closed → drawing → refetch.
import { describe, expect, it } from 'vitest';
import { countdownAt, formatCountdown, withServerClosed, type CountdownAnchor } from '../../src/features/lottery/room/countdown';

const T0 = Date.UTC(2025, 0, 1, 4, 0, 0);
const anchor: CountdownAnchor = { timeout: 30, ftime: 10, at: T0 };
const at = (seconds: number) => countdownAt(anchor, T0 + seconds * 1000);

describe('room countdown', () => {
  it('stays open while the draw is ftime or more seconds away, counting down to the cut-off', () => {
    expect(at(0)).toEqual({ phase: 'open', remaining: 30, untilClose: 20, refetch: false });
    expect(at(19.9)).toMatchObject({ phase: 'open', remaining: 11, untilClose: 1 });
    expect(at(20)).toMatchObject({ phase: 'open', remaining: 10, untilClose: 0 });
  });

  it('closes betting below ftime', () => {
    expect(at(21)).toEqual({ phase: 'closed', remaining: 9, untilClose: 0, refetch: false });
    expect(at(29.5)).toMatchObject({ phase: 'closed', remaining: 1 });
  });

  it('shows drawing at 0, and asks for the room again below 0', () => {
    expect(at(30)).toEqual({ phase: 'drawing', remaining: 0, untilClose: 0, refetch: false });
    expect(at(31)).toEqual({ phase: 'drawing', remaining: -1, untilClose: 0, refetch: true });
    expect(at(90).refetch).toBe(true);
  });

  it('walks the whole way tick by tick, each phase once and in order', () => {
    const phases: string[] = [];
    for (let s = 0; s <= 32; s += 1) {
      const view = at(s);
      const label = view.refetch ? 'refetch' : view.phase;
      if (phases.at(-1) !== label) phases.push(label);
    }
    expect(phases).toEqual(['open', 'closed', 'drawing', 'refetch']);
  });

  it('starts closed when the room is opened after the cut-off, and ignores a clock behind the answer', () => {
    expect(countdownAt({ timeout: 4, ftime: 10, at: T0 }, T0).phase).toBe('closed');
    expect(countdownAt({ timeout: 0, ftime: 10, at: T0 }, T0).phase).toBe('drawing');
    expect(countdownAt(anchor, T0 - 5_000)).toMatchObject({ remaining: 30 });
  });

  it('formats the countdown', () => {
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });
});

describe("the server's closed notice", () => {
  it('closes an open countdown of the same period, and only that one', () => {
    const open = at(19);
    expect(withServerClosed(open, '202501010002', '202501010002')).toMatchObject({ phase: 'closed', untilClose: 0, remaining: 11 });
    expect(withServerClosed(open, '202501010001', '202501010002')).toBe(open);
    expect(withServerClosed(open, null, '202501010002')).toBe(open);
    expect(withServerClosed(at(30), '202501010002', '202501010002').phase).toBe('drawing');
  });
});
