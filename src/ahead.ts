// The entry that runs ahead of the app's (vite/aheadEntry.ts puts it first in index.html). A few KB with no React in
// them, it runs as soon as the page is parsed and sends the first screen's calls: the site settings every screen waits
// on, and the data the screen paints first (its largest picture is then preloaded). Meanwhile the app's code, ten
// times larger, is still downloading; its queries then take these answers (src/api/answersAhead.ts) instead of asking
// again. Without it, those calls would wait for React, the router and the rest to download and run first.
import { connectSession, fetchAhead } from './api/client';
import { firstPath } from './shell/firstPath';
import { preloadScreenFiles } from './shell/screenFiles';
import { hallCallsAhead } from './features/hall/ahead';
import { activitiesCallsAhead } from './features/promotions/ahead';
import { rechargeCallsAhead, withdrawalCallsAhead } from './features/wallet/ahead';
import { requestAppInfo } from './session/appInfoRequest';
import { deviceToken } from './session/storage';

/**
 * The first screens worth calling ahead for: the hall and /activity, the pages players land on, and /recharge and
 * /withdrawal, pages players open directly (a bookmark, a deposit link): the one's calls otherwise wait on each other,
 * the other's answers came after its form was drawn and moved it.
 */
const CALLS_AHEAD: Record<string, readonly (() => void)[]> = {
  '/': hallCallsAhead,
  '/activity': activitiesCallsAhead,
  '/recharge': rechargeCallsAhead,
  '/withdrawal': withdrawalCallsAhead,
};

// A member's calls carry the token, as the app's own do (the session layer replaces these hooks when it loads; an
// expired token's 401 reaches the app's identical call, which ends the session).
connectSession({ token: deviceToken.get, expired: () => undefined });
requestAppInfo({ fetch: fetchAhead }).catch(() => undefined); // the app's query reports a failure and retries
// The screen's calls after it, each in a task of its own: building and sending one costs a few ms of script, and on a
// slow phone all of them in one task (or in the task that ran these modules) would be a long task.
for (const call of CALLS_AHEAD[firstPath()] ?? []) setTimeout(call, 0);
// Then the screen's code, beside the app's (its calls go first: over HTTP/1.1 they would queue behind its files).
preloadScreenFiles(firstPath(), Boolean(deviceToken.get()));
