// HTTP/2 over TLS beside the plain HTTP/1.1 listener. Over HTTP/1.1 a browser opens at most six connections to a host
// and each file holds one for a round trip; the hall's first load is a dozen small files and calls, so they queue and
// share the bandwidth React's chunk downloads in. HTTP/2 sends them all at once on one connection: the site as a CDN
// or any https deployment delivers it. One Fastify instance answers both listeners with the same handler; WebSocket
// upgrades (browsers send them over HTTP/1.1, which the secure listener also speaks) go to the plain server, where
// @fastify/websocket listens; so do unparseable HTTP/1.1 requests, for Fastify's client error handler.
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import type { TlsFiles } from '../tls/certificate';

/** An idle connection is closed after this long, as Fastify's own HTTP/2 mode and its keep-alive do. */
const IDLE_MS = 72_000;

type Http2Handler = (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => void;

export interface SecureListener {
  serverFactory: FastifyServerFactory;
  /** Keeps HTTP/1.1's connection headers (Fastify closes a connection after an unreadable body) out of HTTP/2 answers. */
  addHooks(app: FastifyInstance): void;
  /** Starts the secure listener (after the app is ready); resolves with the port it got. */
  listen(port: number, host: string): Promise<number>;
}

export function secureListener(tls: TlsFiles): SecureListener {
  let secure: http2.Http2SecureServer | undefined;
  return {
    serverFactory(handler) {
      const plain = http.createServer(handler);
      // Fastify's handler reads and writes through the methods the HTTP/2 compatibility objects share with HTTP/1.1's.
      secure = http2.createSecureServer({ ...tls, allowHTTP1: true }, handler as unknown as Http2Handler);
      secure.on('session', (session) => session.setTimeout(IDLE_MS, () => session.close()));
      secure.on('upgrade', (request, socket, head) => plain.emit('upgrade', request, socket, head));
      // A request too malformed for any route is answered as on the plain port: Fastify's client error handler.
      secure.on('clientError', (error, socket) => plain.emit('clientError', error, socket));
      plain.on('close', () => secure?.close());
      return plain;
    },
    addHooks(app) {
      app.addHook('onSend', async (request, reply) => {
        if (request.raw.httpVersionMajor === 2) reply.removeHeader('connection');
      });
    },
    listen(port, host) {
      const server = secure;
      if (!server) return Promise.reject(new Error('the secure listener starts after the app is built'));
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      });
    },
  };
}
