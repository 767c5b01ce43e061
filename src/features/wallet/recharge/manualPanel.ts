// The manual option's panel, loaded the first time it shows: its picture (antd-mobile's ErrorBlock, ~9 KB) would
// otherwise weigh on /recharge's first paint, where the first method's form shows.
import { onFirstShow } from '../../../kit/onFirstShow';

export const ManualDepositPanel = onFirstShow(() => import('./ManualDeposit').then((m) => m.ManualDeposit));
