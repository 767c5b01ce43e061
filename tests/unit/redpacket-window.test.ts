// @vitest-environment node
// The red-packet window is 10:00-12:00 Beijing time whatever the phone's time zone.
import { afterEach, describe, expect, it } from 'vitest';
import { formatCountdown, msUntilOpening, redPacketPhase, redPacketView } from '../../src/features/redpacket/window';

const ZONES = ['Asia/Shanghai', 'UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

describe.each(ZONES)('with the phone in %s', (zone) => {
  it('runs the clock in that zone', () => {
    process.env.TZ = zone;
    const offset = new Date('2025-03-10T02:00:00Z').getTimezoneOffset();
    expect(offset).toBe({ 'Asia/Shanghai': -480, UTC: 0, 'America/Los_Angeles': 420, 'Asia/Tokyo': -540, 'Pacific/Kiritimati': -840, 'Pacific/Pago_Pago': 660 }[zone]);
  });

  it.each([
    ['2025-03-10T09:59:59+08:00', 'before'],
    ['2025-03-10T10:00:00+08:00', 'open'],
    ['2025-03-10T11:59:59+08:00', 'open'],
    ['2025-03-10T12:00:00+08:00', 'after'],
    ['2025-03-10T23:59:59+08:00', 'after'],
    ['2025-03-11T00:00:00+08:00', 'before'],
  ])('%s is %s', (instant, phase) => {
    process.env.TZ = zone;
    expect(redPacketPhase(new Date(instant))).toBe(phase);
  });

  it('counts down to the next opening in Beijing time', () => {
    process.env.TZ = zone;
    expect(msUntilOpening(new Date('2025-03-10T09:00:00+08:00'))).toBe(60 * 60 * 1000);
    expect(msUntilOpening(new Date('2025-03-10T12:30:00+08:00'))).toBe(21.5 * 60 * 60 * 1000);
    expect(formatCountdown(msUntilOpening(new Date('2025-03-10T08:58:20+08:00')))).toBe('01:01:40');
  });
});

describe('redPacketView', () => {
  const at = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00+08:00`);
  it('follows the server\'s state over the spec\'s window', () => {
    expect(redPacketView('open', at('15:00'), true)).toEqual({ phase: 'open', by: 'server' });
    expect(redPacketView('after', at('10:30'), true)).toEqual({ phase: 'after', by: 'server' });
    expect(redPacketView('open', null, true)).toEqual({ phase: 'open', by: 'server' });
  });
  it('keeps the spec\'s hours (and countdown) where a back end keeping them agrees, or where the server says nothing', () => {
    expect(redPacketView('before', at('09:00'), true)).toEqual({ phase: 'before', by: 'spec' });
    expect(redPacketView(undefined, at('12:30'), false)).toEqual({ phase: 'after', by: 'spec' });
    expect(redPacketView(undefined, null, true)).toEqual({ phase: 'before', by: 'spec' });
  });
  it('names no hours for a back end with its own, even where its state happens to agree', () => {
    expect(redPacketView('open', at('10:30'), false)).toEqual({ phase: 'open', by: 'server' });
    expect(redPacketView('before', at('09:00'), false)).toEqual({ phase: 'before', by: 'server' });
  });
});
