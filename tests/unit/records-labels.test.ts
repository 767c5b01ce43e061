// The records' labels of the spec's section 4: deposits and withdrawals are reviewed, transfers settle, bets have status.
import { describe, expect, it } from 'vitest';
import records from '../../locales/zh-CN/records.json';
import { BET_STATES, isIncoming, methodLabel, stateLabel, TYPE_OPTIONS } from '../../src/features/records/labels';

const text = (key: string) => key.replace(/^records:/, '').split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], records);

describe('record labels', () => {
  it('names the four types: 1 deposit, 2 withdrawal, 3 transfer in, 4 transfer out', () => {
    expect(TYPE_OPTIONS.map((o) => [o.value, text(o.labelKey)])).toEqual([[1, '存款'], [2, '取款'], [3, '转入'], [4, '转出']]);
    expect([1, 2, 3, 4].map((t) => isIncoming(t as 1 | 2 | 3 | 4))).toEqual([true, false, true, false]);
  });

  it('labels review states for deposits and withdrawals, settlement states for transfers', () => {
    for (const type of [1, 2] as const) {
      expect([1, 2, 3].map((state) => text(stateLabel({ type, state: state as 1 | 2 | 3 })))).toEqual(['待审核', '已通过', '已拒绝']);
    }
    for (const type of [3, 4] as const) {
      expect([0, 1, 2, 3].map((state) => text(stateLabel({ type, state: state as 0 | 1 | 2 | 3 })))).toEqual(['失败', '成功', '待结算', '未知']);
    }
  });

  it('labels methods and bet statuses (0 invalid, 1 settled, 2 unsettled)', () => {
    expect(['bank', 'usdt', 'wxpay', 'alipay'].map((m) => text(methodLabel(m)!))).toEqual(['银行卡', 'USDT', '微信支付', '支付宝']);
    expect(methodLabel('pp')).toBeUndefined();
    expect([0, 1, 2].map((s) => text(BET_STATES[s as 0 | 1 | 2]))).toEqual(['无效', '已结算', '未结算']);
  });
});
