// @vitest-environment node
// A dialect's answer that the app cancels while it is read (the hall's banners, replaced by a newer query, on the real
// Laravel app) is the app's own cancel, never an answer the back end got wrong: the field reports counted it as a
// server failure with its 200. An answer that truly is not JSON still is one.
import { describe, expect, it } from 'vitest';
import { createWireMiddleware } from '../../src/api/wire/middleware';
import type { Dialect, OperationKey } from '../../src/api/wire/types';

const OPERATION = '/api/bannerList';
const dialect = {
  name: 'laravel',
  decoders: { [`POST ${OPERATION}` as OperationKey]: (body: unknown) => body },
  encoders: {},
  absent: [],
} as unknown as Dialect;
const middleware = createWireMiddleware(async () => dialect, (status, detail) => new Error(`undecodable ${status}: ${detail}`));
type Answered = Parameters<NonNullable<typeof middleware.onResponse>>[0];

/** The middleware reading an answer whose headers came (200, JSON) and whose body is still on its way. */
function reading(signal: AbortSignal, body: ReadableStream<Uint8Array>) {
  const request = new Request(`http://127.0.0.1${OPERATION}`, { method: 'POST', signal });
  const response = new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  return middleware.onResponse!({ request, response, schemaPath: OPERATION, id: '1' } as Answered);
}

describe("an answer's body read by the wire layer", () => {
  it('cancelled by the app while it is read: the cancel, not a server failure', async () => {
    const app = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"code":200,'));
        // As fetch does: cancelling the call errors the body it is reading.
        app.signal.addEventListener('abort', () => stream.error(new DOMException('The operation was aborted.', 'AbortError')));
      },
    });
    const read = reading(app.signal, body);
    app.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('not JSON, and not cancelled: the server failed', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('<html>'));
        stream.close();
      },
    });
    await expect(reading(new AbortController().signal, body)).rejects.toThrow('undecodable 200: not JSON');
  });
});
