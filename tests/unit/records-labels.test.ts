// @vitest-environment node
// The records' labels of the spec's section 4: deposits and withdrawals are reviewed, transfers settle, bets have status.
import { describe, expect, it } from 'vitest';
import records from '../../locales/zh-CN/records.json';
import { BET_STATES, isIncoming, methodLabel, stateLabel, TYPE_OPTIONS } from '../../src/features/records/labels';

const { types, states, methods, bets } = records;
const text = (key: string) => key.replace(/^records:/, '').split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], records);

describe('record labels', () => {
  it('names the four types: 1 deposit, 2 withdrawal, 3 transfer in, 4 transfer out', () => {
    expect(TYPE_OPTIONS.map((o) => [o.value, text(o.labelKey)])).toEqual([[1, types['1']], [2, types['2']], [3, types['3']], [4, types['4']]]);
    expect([1, 2, 3, 4].map((t) => isIncoming(t as 1 | 2 | 3 | 4))).toEqual([true, false, true, false]);
  });

  it('labels review states for deposits and withdrawals, settlement states for transfers', () => {
    for (const type of [1, 2] as const) {
      expect([1, 2, 3].map((state) => text(stateLabel({ type, state: state as 1 | 2 | 3 })))).toEqual([states.pending, states.approved, states.rejected]);
    }
    for (const type of [3, 4] as const) {
      expect([0, 1, 2, 3].map((state) => text(stateLabel({ type, state: state as 0 | 1 | 2 | 3 })))).toEqual([states.failed, states.success, states.settling, states.unknown]);
    }
  });

  it('labels methods and bet statuses (0 invalid, 1 settled, 2 unsettled)', () => {
    expect(['bank', 'usdt', 'wxpay', 'alipay'].map((m) => text(methodLabel(m)!))).toEqual([methods.bank, methods.usdt, methods.wxpay, methods.alipay]);
    expect(methodLabel('pp')).toBeUndefined();
    expect([0, 1, 2].map((s) => text(BET_STATES[s as 0 | 1 | 2]))).toEqual([bets.status['0'], bets.status['1'], bets.status['2']]);
  });
});
