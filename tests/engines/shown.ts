// What no screen may show, in any engine: an error the page did not catch, a failure told in words (a call that got
// no answer, a screen or chunk that did not load), or a broken value (`undefined`, `NaN`, `Invalid Date`).
import { assert } from './checks';
import type { Phone } from './phone';
import { word } from './words';

/** The words a failure is told in (src/kit/errorText.ts's categories, the failed states and loads). */
const FAILURE_KEYS = [
  'errors:network',
  'errors:timeout',
  'errors:server',
  'errors:unknown',
  'errors:unsupported',
  'errors:offline',
  'common:chunkFailed',
  'common:loadMoreFailed',
  'renderers:loadFailed.title',
  'games:openFailed',
  'lottery:room.loadFailed',
];
export const FAILURE_WORDS: readonly string[] = FAILURE_KEYS.map((key) => word(key));

const BROKEN = /Invalid Date|NaN|undefined/;

/** The screen as it is now shows no broken value. */
export async function noBrokenValues(phone: Phone): Promise<void> {
  const text = await phone.text();
  assert(!BROKEN.test(text), `the page shows a broken value: ${/.{0,30}(Invalid Date|NaN|undefined).{0,30}/.exec(text)?.[0]}`);
}

/** The screen as it is now shows no failure's words and no broken value. */
export async function noFailureShown(phone: Phone): Promise<void> {
  const text = await phone.text();
  const failures = FAILURE_WORDS.filter((words) => text.includes(words));
  assert(failures.length === 0, `the page tells of a failure: ${failures.map((f) => `"${f}"`).join(', ')}`);
  await noBrokenValues(phone);
}

/** No uncaught error or unhandled rejection happened since the last look. */
export async function noPageErrors(phone: Phone): Promise<void> {
  const errors = await phone.takeErrors();
  assert(errors.length === 0, errors.map((e) => `${e.message} (on ${e.route})`).join('; '));
}

/** Both: the screen is well. */
export async function screenIsWell(phone: Phone): Promise<void> {
  await noPageErrors(phone);
  await noFailureShown(phone);
}
