// The faults a call may meet, once for every level that injects them: the fault matrix in Vitest answers them at the
// page's fetch (tests/component/faults), the browser's at the network (tests/e2e/faults). Each says the words the
// player must read.
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import errors from '../../locales/zh-CN/errors.json' with { type: 'json' };
import redpacket from '../../locales/zh-CN/redpacket.json' with { type: 'json' };
import { msg } from '../../server/base/messages';

export type FaultName = 'http500-html' | 'http502-empty' | 'malformed-json' | 'code500' | 'code200-null' | 'hang' | 'offline';

/** The server's "no" a code-500 answer carries, and the message of a code-200 answer without data (never toasted). */
export const REFUSAL = msg.badRequest;
export const EMPTY_SUCCESS = msg.ok;

/** An answer that is not the back end's good one: its status, content type and body. */
export interface FaultAnswer {
  status: number;
  contentType?: string;
  body: string;
}

export interface Fault {
  name: FaultName;
  /** The words the player must read: the category's, or the server's own message. */
  words: string;
  /** No usable answer came (none in time, or the server failed): where a screen has its own words for that. */
  noAnswer?: true;
  /**
   * Said by the bar above every screen (src/shell/pwa/AppStatusBar) in these words: a call that fails for want of a
   * network then toasts nothing (src/kit/errorText.ts, saidByOfflineBar); a failed block still says `words`.
   */
  bar?: string;
  /** What answers the call; none: the call never ends (hang) or never leaves (offline). */
  answer?: FaultAnswer;
}

const json = (value: unknown): FaultAnswer => ({ status: 200, contentType: 'application/json', body: JSON.stringify(value) });

export const FAULTS: readonly Fault[] = [
  { name: 'http500-html', words: errors.server, noAnswer: true, answer: { status: 500, contentType: 'text/html', body: '<!doctype html><title>500</title><h1>Server Error</h1>' } },
  { name: 'http502-empty', words: errors.server, noAnswer: true, answer: { status: 502, body: '' } },
  { name: 'malformed-json', words: errors.server, noAnswer: true, answer: { status: 200, contentType: 'application/json', body: '{"code":200,"message":"' } },
  { name: 'code500', words: REFUSAL, answer: json({ code: 500, message: REFUSAL, data: null }) },
  { name: 'code200-null', words: errors.server, noAnswer: true, answer: json({ code: 200, message: EMPTY_SUCCESS, data: null }) },
  { name: 'hang', words: errors.timeout, noAnswer: true },
  { name: 'offline', words: errors.offline, bar: common.offline },
];

/**
 * The screens the spec gives their own words for a failure with no usable answer, in place of the category's: the red
 * packet's (spec section 8). Offline and the server's "no" keep theirs.
 */
export const NO_ANSWER_WORDS: Readonly<Record<string, string>> = { '/hongbao': redpacket.serverFailure };

/** What the player must read on the route under the fault. */
export const wordsOn = (path: string, fault: Fault): string => (fault.noAnswer && NO_ANSWER_WORDS[path]) || fault.words;
