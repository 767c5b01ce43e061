// Labels of the records' codes (spec section 4): record types, methods, and each kind's states, with their colours.
import type { BadgeState, BadgeTone } from '../../renderers/fields';
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

const REVIEW_TONES: Record<TransRecord['state'], BadgeTone> = { 0: 'default', 1: 'warning', 2: 'success', 3: 'danger' };
const TRANSFER_TONES: Record<TransRecord['state'], BadgeTone> = { 0: 'danger', 1: 'success', 2: 'warning', 3: 'default' };
const states = (kind: 'review' | 'transfer', labels: typeof REVIEW_STATES, tones: typeof REVIEW_TONES) =>
  ([0, 1, 2, 3] as const).map((state) => [`${kind}-${state}`, { labelKey: labels[state], tone: tones[state] }] as const);

/** A record's state as a badge: keyed by stateKey, since a deposit's 1 (pending) is not a transfer's 1 (success). */
export const STATE_BADGES: Readonly<Record<string, BadgeState>> = Object.fromEntries([
  ...states('review', REVIEW_STATES, REVIEW_TONES),
  ...states('transfer', TRANSFER_STATES, TRANSFER_TONES),
]);
export const stateKey = (record: Pick<TransRecord, 'type' | 'state'>) => `${record.type <= 2 ? 'review' : 'transfer'}-${record.state}`;

/** A record's type in words, by its code. */
export const TYPE_WORDS: Readonly<Record<string, string>> = Object.fromEntries(TYPE_OPTIONS.map((o) => [o.value, o.labelKey]));

/** Deposits and withdrawals name their method; transfers their venue. */
export const METHODS: Readonly<Record<string, string>> = {
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

/** A bet's status as a badge: void, settled, open. */
export const BET_BADGES: Readonly<Record<BetRecord['status'], BadgeState>> = {
  0: { labelKey: BET_STATES[0], tone: 'danger' },
  1: { labelKey: BET_STATES[1], tone: 'success' },
  2: { labelKey: BET_STATES[2], tone: 'warning' },
};

/** Money in (deposit, transfer into the central wallet) is shown with +, money out with −. */
export const isIncoming = (type: RecordType) => type === 1 || type === 3;
