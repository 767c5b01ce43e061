// Where the wire layer meets the one client: an openapi-fetch middleware that, for the chosen dialect, answers at
// once for an operation the back end lacks, encodes the request where its fields differ, and decodes every answer
// into the contract's envelope before anything else (the session's 401 check included) reads it.
import type { Middleware } from 'openapi-fetch';
import { UndecodableAnswer, type Dialect, type OperationKey } from './types';

const json = (body: unknown, status: number, headers?: Headers) => {
  const out = new Headers(headers);
  out.set('content-type', 'application/json');
  out.delete('content-length');
  return new Response(JSON.stringify(body), { status, headers: out });
};

async function requestFields(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  if (!request.headers.get('content-type')?.includes('json')) return {};
  const body: unknown = await request.clone().json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * The dialect's encoding of a request read off the wire, or undefined where it has no encoder for the operation. The
 * one place a body is taken as the contract's request without the compiler: the one client typed it so before sending.
 */
export function encodeRequest(dialect: Pick<Dialect, 'encoders'>, key: OperationKey, body: Record<string, unknown>): Record<string, unknown> | undefined {
  const encode = dialect.encoders[key] as ((request: Record<string, unknown>) => Record<string, unknown>) | undefined;
  return encode?.(body);
}

/**
 * `undecodable` makes the client's error for an answer no decoder understood (the one error path shows it).
 * Only JSON answers are decoded (Laravel sends its validation failures as text/json); anything else passes on.
 */
export function createWireMiddleware(
  dialect: () => Promise<Dialect>,
  undecodable: (status: number, detail: string) => Error,
  absentHeader = 'x-wire-absent',
): Middleware {
  const sent = new Map<string, Record<string, unknown>>();
  return {
    async onRequest({ request, schemaPath, id }) {
      const current = await dialect();
      const key = `${request.method} ${schemaPath}` as OperationKey;
      // Marked so the client tells "this back end does not offer it" from the server's own 404.
      if (current.absent.includes(key)) return json({ code: 404, message: '', data: null }, 404, new Headers({ [absentHeader]: '1' }));
      if (!current.decoders[key] && !current.encoders[key]) return undefined; // the contract's own: nothing to do
      const fields = await requestFields(request);
      sent.set(id, fields);
      const encoded = request.method === 'GET' ? undefined : encodeRequest(current, key, fields);
      return encoded && new Request(request, { body: JSON.stringify(encoded) });
    },
    async onResponse({ request, response, schemaPath, id }) {
      const fields = sent.get(id) ?? {};
      sent.delete(id);
      const decode = (await dialect()).decoders[`${request.method} ${schemaPath}` as OperationKey];
      if (!decode || !response.headers.get('content-type')?.includes('json')) return undefined;
      const body: unknown = await response.clone().json().catch((error: unknown) => {
        // Cancelled by the app while the answer was read (a newer query took its place): its cancel, not a failure.
        if (request.signal.aborted) throw error;
        return undefined;
      });
      if (body === undefined) throw undecodable(response.status, 'not JSON');
      try {
        const envelope = decode(body, { request: fields, dateHeader: response.headers.get('date') });
        return json(envelope, response.status, response.headers);
      } catch (error) {
        if (error instanceof UndecodableAnswer) throw undecodable(response.status, error.message);
        throw error;
      }
    },
    onError({ id }) {
      sent.delete(id);
    },
  };
}
