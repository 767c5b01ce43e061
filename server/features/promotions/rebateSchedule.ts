// Rebates are paid within 24 hours of a day's end: every hour, the bets settled on days that are over become
// pending rebates (the admin API can also settle up to now).
import type { Deps } from '../../http/deps';
import { beijingDayStart } from '../../../core/beijingTime';
import { settleRebates } from './rebates';

const EVERY_MS = 60 * 60 * 1000;

export function startRebateSettlement(deps: Deps): () => void {
  const run = () => {
    const now = deps.clock.now();
    try {
      settleRebates(deps.db, new Date(beijingDayStart(now).getTime() - 1), now);
    } catch (error) {
      console.error('rebate settlement failed', error);
    }
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
