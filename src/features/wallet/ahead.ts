// The first calls of the wallet's pages players open directly (a bookmark, a link), made by the entry ahead of the app
// (src/ahead.ts) for a member (a visitor is sent to log in). /recharge: the deposit methods, then the first method's
// amount range, and beside them the site's receiving bank account (the bank method, first whenever it is offered,
// shows it); without them these calls waited for the screen's code (the form libraries) to arrive and run, and the
// range and account then waited for the methods' answer. /withdrawal: the venues' balances and the turnover owed, drawn
// above the form: answered before the screen draws, they take their place at once and the form never moves (a first
// visit's form jumped by the venues' rows and the turnover's line: CLS 0.167 on the Laravel back end).
import { fetchAhead } from '../../api/client';
import { USDT_PROTOCOL_DEFAULT } from '../../../core/constants';
import { deviceToken } from '../../session/storage';
import { requestPayBanks, requestPayRange, requestPayWays } from './api/depositRequests';
import { requestBetAmount, requestVenueBalances } from './api/withdrawalRequests';
import { enabledMethods, rangeTypeOf } from './recharge/methods';

const ahead = { fetch: fetchAhead };
const ignore = () => undefined; // the screen's own queries report a failure and retry

/** One function per call: src/ahead.ts sends each in a task of its own. */
export const rechargeCallsAhead: readonly (() => void)[] = [
  () => {
    if (!deviceToken.get()) return;
    requestPayWays(ahead)
      .then((ways) => {
        const first = enabledMethods(ways)[0];
        if (first && first !== 'manual') return requestPayRange(rangeTypeOf(first, USDT_PROTOCOL_DEFAULT), ahead);
      })
      .catch(ignore);
  },
  () => void (deviceToken.get() && requestPayBanks(ahead).catch(ignore)),
];

export const withdrawalCallsAhead: readonly (() => void)[] = [
  () => void (deviceToken.get() && requestVenueBalances(ahead).catch(ignore)),
  () => void (deviceToken.get() && requestBetAmount(ahead).catch(ignore)),
];
