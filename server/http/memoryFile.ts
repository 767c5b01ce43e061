// One way to answer a file held in memory: the Brotli or gzip copy when the browser accepts it, an ETag per copy
// (a strong ETag names exact bytes) and 304 when the browser already has those bytes.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

export interface MemoryFile {
  type: string;
  body: Buffer;
  /** None when the file is too small for compression to gain. */
  copies: Record<Encoding, Buffer> | null;
  /** The ETag of `body`; each copy's is derived from it. */
  etag: string;
}

/** A file's in-memory form; its ETag is a digest of its bytes. */
export function memoryFile(type: string, body: Buffer, copies: MemoryFile['copies']): MemoryFile {
  return { type, body, copies, etag: createHash('sha1').update(body).digest('base64url') };
}

/** The encoding to send, from the request's Accept-Encoding: Brotli, then gzip, else none (a q of 0 refuses). */
export function pickEncoding(accept: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || Number(q.replace(/^q=/, '')) > 0)
      .map(([name = '']) => name.toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

export function sendMemoryFile(request: FastifyRequest, reply: FastifyReply, file: MemoryFile, cacheControl: string) {
  const wanted = pickEncoding(request.headers['accept-encoding']);
  const encoding = wanted && file.copies ? wanted : undefined;
  const etag = `"${file.etag}${encoding ? `-${encoding}` : ''}"`;
  reply.header('Cache-Control', cacheControl).header('ETag', etag).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  reply.type(file.type);
  if (!encoding || !file.copies) return reply.send(file.body);
  return reply.header('Content-Encoding', encoding).send(file.copies[encoding]);
}
