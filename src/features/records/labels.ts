// Labels of the records' codes (spec section 4): record types, methods, and each kind's states.
import type { BetRecord, RecordType, TransRecord } from './api';

export const TYPE_OPTIONS = [
  { value: 1, labelKey: 'records:types.1' },
  { value: 2, labelKey: 'records:types.2' },
  { value: 3, labelKey: 'records:types.3' },
  { value: 4, labelKey: 'records:types.4' },
] as const satisfies readonly { value: RecordType; labelKey: string }[];

const REVIEW_STATES: Record<TransRecord['state'], string> = {
  0: 'records:states.unknown',
  1: 'records:states.pending',
  2: 'records:states.approved',
  3: 'records:states.rejected',
};
const TRANSFER_STATES: Record<TransRecord['state'], string> = {
  0: 'records:states.failed',
  1: 'records:states.success',
  2: 'records:states.settling',
  3: 'records:states.unknown',
};

/** Deposits and withdrawals are reviewed; transfers settle. */
export const stateLabel = (record: Pick<TransRecord, 'type' | 'state'>) => (record.type <= 2 ? REVIEW_STATES : TRANSFER_STATES)[record.state];

const METHODS: Record<string, string> = {
  bank: 'records:methods.bank',
  usdt: 'records:methods.usdt',
  wxpay: 'records:methods.wxpay',
  alipay: 'records:methods.alipay',
};
export const methodLabel = (payWay: string): string | undefined => METHODS[payWay];

export const BET_STATES: Record<BetRecord['status'], string> = {
  0: 'records:bets.status.0',
  1: 'records:bets.status.1',
  2: 'records:bets.status.2',
};

/** Money in (deposit, transfer into the central wallet) is shown with +, money out with −. */
export const isIncoming = (type: RecordType) => type === 1 || type === 3;
