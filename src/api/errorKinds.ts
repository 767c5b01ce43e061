// The kinds a call fails in: a file of its own so that the client, the failures' channel to the field reports
// (./failures) and the words (src/kit/errorText.ts) share it without importing one another.
/**
 * The one failure vocabulary (docs/architecture.md, "Failures"; words in locales/<lang>/errors.json):
 * - offline: the browser says it has no network (navigator.onLine), or the page came from the service worker's cache
 *   and no call has reached the network since (src/lib/networkReach.ts);
 * - network: the browser is online but no answer came (connection refused or dropped);
 * - timeout: no answer within REQUEST_TIMEOUT_MS;
 * - server: the server failed: HTTP 5xx without the envelope, an HTML or empty body, JSON that does not parse, an
 *   answer the back end's dialect cannot decode, or a success without the data the screen needs;
 * - business: the server said no (`code` is not 200): its own message says why;
 * - unsupported: this back end does not offer the call (the dialect lacks the operation);
 * - expired: 401, the session dialog says it.
 */
export type ApiErrorKind = 'offline' | 'network' | 'timeout' | 'server' | 'business' | 'unsupported' | 'expired';
