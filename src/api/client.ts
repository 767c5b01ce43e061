// The one API client: openapi-fetch typed by the contract. Middleware sends the bearer token and notices code 401
// anywhere; fetch is bounded by the spec's 30 s and hands a call an answer asked for ahead of the app when there is one
// (./answersAhead); `unwrap` turns the {code, message, data} envelope into a value or an ApiError. It knows nothing of
// screens: the session layer plugs in the token and the expiry handler.
import createClient, { type Middleware } from 'openapi-fetch';
import { brand } from '../../brand.config';
import { EXPIRED_CODE, REQUEST_TIMEOUT_MS, SUCCESS_CODE } from '../lib/constants';
import { keepingAnswers, takingKeptAnswers } from './answersAhead';
import type { paths } from './schema';
import { createWireMiddleware, loadActiveDialect } from './wire';

/**
 * business: the server said no (its message says why); expired: 401; network/timeout: no answer; undecodable: an
 * answer the back end's dialect could not turn into the contract's shape.
 */
export type ApiErrorKind = 'business' | 'expired' | 'network' | 'timeout' | 'undecodable';

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
    return await fetch(new Request(request, { signal: AbortSignal.any([request.signal, timeout.signal]) }));
  } catch (error) {
    if (request.signal.aborted) throw error; // cancelled by the caller (a query unmounted): not a failure
    throw new ApiError(timeout.signal.aborted ? 'timeout' : 'network', 0, '');
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

const apiBase = import.meta.env.VITE_API_BASE ?? brand.apiBase;

export const client = createClient<paths>({
  baseUrl: apiBase || (typeof window === 'undefined' ? 'http://localhost' : window.location.origin),
  fetch: takingKeptAnswers(fetchWithTimeout),
});
client.use(sessionMiddleware);
// Registered last so it decodes first: everything after it (the 401 check too) reads the contract's envelope.
client.use(createWireMiddleware(loadActiveDialect, (status) => new ApiError('undecodable', status, '')));

/**
 * A call's own fetch (openapi-fetch's `fetch` option) for a call made ahead of the app, before its first screen asks:
 * the answer is kept for the screen's identical call (src/api/answersAhead.ts).
 */
export const fetchAhead = keepingAnswers(fetchWithTimeout);

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

/** The success envelope of a call, or an ApiError: business with the server's message, expired, network, timeout. */
export async function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<R>,
): Promise<NonNullable<R['data']>> {
  let result: R;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // An answer that is not JSON (a proxy's error page, say) is as good as no answer.
    throw new ApiError('network', 0, '');
  }
  const body = (result.data ?? result.error) as Envelope | undefined;
  if (!body || typeof body.code !== 'number') throw new ApiError('network', result.response.status, '');
  if (body.code === SUCCESS_CODE) return body as NonNullable<R['data']>;
  throw new ApiError(body.code === EXPIRED_CODE ? 'expired' : 'business', body.code, body.message ?? '');
}

type DataOf<R extends { data?: unknown }> = NonNullable<R['data']> extends { data: infer D } ? D : never;

/** Just the data of a call (for queries). */
export async function fetchData<R extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<R>,
): Promise<DataOf<R>> {
  const envelope = (await unwrap(call)) as unknown as { data: DataOf<R> };
  return envelope.data;
}
