// The one API client: openapi-fetch typed by the contract. Middleware sends the bearer token and notices code 401
// anywhere, and asks for answers in the member's language (Accept-Language); fetch is bounded by the spec's 30 s and
// hands a call an answer asked for ahead of the app when there is one (./answersAhead); `unwrap` turns the
// {code, message, data} envelope into a value or an ApiError, and tells every failure to the field reports
// (./failures: operation, kind, status, duration; never the server's words). It knows nothing of screens: the session
// layer plugs in the token and the expiry handler.
import createClient, { type Middleware } from 'openapi-fetch';
import { EXPIRED_CODE, REQUEST_TIMEOUT_MS, SUCCESS_CODE } from '../../core/constants';
import { screenLanguage } from '../lib/language';
import { isOffline, noteAnswered, noteUnanswered } from '../lib/networkReach';
import { keepingAnswers, takingKeptAnswers } from './answersAhead';
import { noteFailure } from './failures';
import type { paths } from '../../core/schema';
import type { ApiErrorKind } from './errorKinds';
import { createWireMiddleware, loadActiveDialect } from './wire';
import { onLines, type NetworkFailure } from './lines/failover';
import { builtLines } from './lines/list';
import { currentLine, lastFailedLine, lineBase, lineHost } from './lines/state';


/** The header the wire layer marks its stand-in answer with, for a call the back end does not offer. */
export const ABSENT_HEADER = 'x-wire-absent';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface SessionHooks {
  token(): string | null;
  expired(): void;
  /** True while an expired session is being ended: no request goes out, each is answered as expired. */
  halted?(): boolean;
}
let session: SessionHooks = { token: () => null, expired: () => undefined };

/** Called once by the session layer. */
export function connectSession(hooks: SessionHooks): void {
  session = hooks;
}

async function fetchWithTimeout(request: Request): Promise<Response> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(new Request(request, { signal: AbortSignal.any([request.signal, timeout.signal]) }));
    noteAnswered();
    return response;
  } catch (error) {
    if (request.signal.aborted) throw error; // cancelled by the caller (a query unmounted): not a failure
    if (timeout.signal.aborted) throw new ApiError('timeout', 0, '');
    // Offline when the browser says so, or when the worker's shell has never reached the network (lib/networkReach);
    // otherwise a failed fetch is a lost connection.
    noteUnanswered();
    throw new ApiError(isOffline() ? 'offline' : 'network', 0, '');
  } finally {
    clearTimeout(timer);
  }
}

const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    if (session.halted?.()) return Response.json({ code: EXPIRED_CODE, message: '', data: null }, { status: EXPIRED_CODE });
    const token = session.token();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  async onResponse({ response }) {
    if (response.status === EXPIRED_CODE) {
      session.expired();
      return;
    }
    if (!response.headers.get('content-type')?.includes('json')) return;
    const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
    if (body?.code === EXPIRED_CODE) session.expired();
  },
};

/**
 * Every call asks for answers in the language on screen (the ahead entry's too: the member's choice): the reference
 * server gives the brand's seed.json texts in it; a back end that ignores the header answers as before. A language
 * tag ('zh-CN', 'en') is a CORS-safelisted value of this header, so a back end on another origin needs no preflight.
 */
const languageMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', screenLanguage());
    return request;
  },
};

/** Calls are addressed to the built first line; ./lines sends each on the line in use, and once more on another. */
const apiBase = lineBase(builtLines()[0]!);
const networkFailure: NetworkFailure = (error) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout') ? (error.kind === 'timeout' ? 'timeout' : 'down') : null;
const sendOnLines = onLines(fetchWithTimeout, apiBase, networkFailure);

const typedClient = createClient<paths>({ baseUrl: apiBase, fetch: takingKeptAnswers(sendOnLines) });

/** Each call's operation and start, by the promise a feature hands to `unwrap`: its failure is reported with both. */
const calls = new WeakMap<Promise<unknown>, { operation: string; started: number }>();

/**
 * A method of the client whose calls are timed (the same call otherwise). Not a call made ahead of the app: the app's
 * identical call takes its answer and reports its failure, once.
 */
function timed<Send extends (path: never, ...init: never[]) => Promise<unknown>>(send: Send): Send {
  return ((path: string, ...init: never[]) => {
    const call = (send as unknown as (path: string, ...init: never[]) => Promise<unknown>)(path, ...init);
    const options = init[0] as { fetch?: unknown } | undefined;
    if (options?.fetch !== fetchAhead) calls.set(call, { operation: path, started: performance.now() });
    return call;
  }) as unknown as Send;
}

export const client: typeof typedClient = { ...typedClient, GET: timed(typedClient.GET), POST: timed(typedClient.POST) };
client.use(sessionMiddleware);
client.use(languageMiddleware);
// Registered last so it decodes first: everything after it (the 401 check too) reads the contract's envelope.
client.use(createWireMiddleware(loadActiveDialect, (status) => new ApiError('server', status, ''), ABSENT_HEADER));

/**
 * A call's own fetch (openapi-fetch's `fetch` option) for a call made ahead of the app, before its first screen asks:
 * the answer is kept for the screen's identical call (src/api/answersAhead.ts).
 */
export const fetchAhead = keepingAnswers(sendOnLines);

/** What a feature's request function passes on to the client: the query's signal, or the fetch of a call ahead. */
export type CallInit = {
  signal?: AbortSignal;
  fetch?: typeof fetchAhead;
};

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

/**
 * Tells the field reports (./failures) of a call's failure, once: its operation, kind, status and duration. Never
 * the server's message (a "no" is counted, not quoted). A call cancelled by its caller is no failure.
 */
async function reported<T>(call: Promise<unknown>, outcome: Promise<T>): Promise<T> {
  try {
    return await outcome;
  } catch (error) {
    const made = calls.get(call);
    if (error instanceof ApiError && made) {
      const durationMs = Math.round(performance.now() - made.started);
      // A call that got no answer failed on the last line it was sent on; any other, on the line that answered it.
      const line = error.kind === 'network' || error.kind === 'timeout' ? lastFailedLine() : currentLine().api;
      noteFailure({ operation: made.operation, kind: error.kind, status: error.code, durationMs, line: lineHost(line) });
    }
    throw error;
  }
}

/** The success envelope of a call, or an ApiError of the kind its failure is (ApiErrorKind). */
export function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(call: Promise<R>): Promise<NonNullable<R['data']>> {
  return reported(call, envelopeOf(call));
}

/**
 * A call's success envelope, or the ApiError of its failure, as `unwrap` reads it but told to no one (a probe of the
 * lines, whose failures are the line check page's to show, never a failed call of the player's).
 */
export async function envelopeOf<R extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<R>,
): Promise<NonNullable<R['data']>> {
  let result: R;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The answer came but could not be read (JSON that does not parse): the server failed.
    throw new ApiError('server', 0, '');
  }
  const { response } = result;
  if (response.headers.get(ABSENT_HEADER)) throw new ApiError('unsupported', response.status, '');
  const body = (result.data ?? result.error) as Envelope | undefined;
  // An HTML error page, an empty body, JSON without the envelope: the server failed, whatever its status.
  if (!body || typeof body !== 'object' || typeof body.code !== 'number') throw new ApiError('server', response.status, '');
  if (body.code === SUCCESS_CODE) return body as NonNullable<R['data']>;
  throw new ApiError(body.code === EXPIRED_CODE ? 'expired' : 'business', body.code, body.message ?? '');
}

type DataOf<R extends { data?: unknown }> = NonNullable<R['data']> extends { data: infer D } ? D : never;

/**
 * The success envelope of a call whose data the screen reads (a bet's new balance, a red packet's amount): a success
 * without data (`data: null`) is a failure of the server's, never a success to toast.
 */
export function unwrapWithData<R extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<R>,
): Promise<NonNullable<R['data']>> {
  return reported(
    call,
    envelopeOf(call).then((envelope) => {
      const { data } = envelope as { data?: unknown };
      if (data === null || data === undefined) throw new ApiError('server', SUCCESS_CODE, '');
      return envelope;
    }),
  );
}

/** Just the data of a call (for queries). A success without data (`data: null`) is a failure of the server's. */
export async function fetchData<R extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<R>,
): Promise<DataOf<R>> {
  return ((await unwrapWithData(call)) as unknown as { data: DataOf<R> }).data;
}
