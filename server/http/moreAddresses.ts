// The server answering on more addresses than its main one (LISTEN_ALSO): each a plain HTTP listener handing its
// requests and WebSocket upgrades to the main one, so every address is the same server (one database, one login). A
// site's lines (线路, base/lines.ts) may be several names of one machine; on loopback, 127.0.0.2, 127.0.0.3 … all are.
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Listens on each address; answers how to close them all. An address already taken fails the start. */
export async function listenAlso(app: FastifyInstance, addresses: readonly { host: string; port: number }[]): Promise<() => Promise<void>> {
  const servers: Server[] = [];
  for (const { host, port } of addresses) {
    const server = createServer((request, response) => app.server.emit('request', request, response));
    server.on('upgrade', (request, socket, head) => app.server.emit('upgrade', request, socket, head));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
    servers.push(server);
  }
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
}
