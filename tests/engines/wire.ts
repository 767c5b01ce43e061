// The cable between a browser and the server, for an engine whose driver has no network switch (WebKitWebDriver): the
// browser reaches the site through this relay, and cutting it drops every connection and refuses each new one at
// once. The browser still says it is online, as on a phone whose network has no way out. It can also be moved to
// another server behind the same address (a site's new version, ./takeover.ts).
import net from 'node:net';

export interface Wire {
  /** The site's address through the wire. */
  url: string;
  cut(off: boolean): void;
  /** From now on the address leads to `serverURL`; the connections open to the other one are dropped. */
  moveTo(serverURL: string): void;
  stop(): void;
}

export async function startWire(serverURL: string): Promise<Wire> {
  let target = new URL(serverURL);
  const open = new Set<net.Socket>();
  let off = false;
  const relay = net.createServer((client) => {
    if (off) {
      client.resetAndDestroy();
      return;
    }
    const server = net.connect(Number(target.port), target.hostname);
    const pair = [client, server];
    for (const socket of pair) {
      open.add(socket);
      socket.setNoDelay(true);
      socket.on('error', () => undefined); // a reset on one side ends both
      socket.on('close', () => {
        open.delete(socket);
        pair.forEach((other) => other.destroy());
      });
    }
    client.pipe(server);
    server.pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cut(cutOff) {
      off = cutOff;
      if (off) open.forEach((socket) => socket.resetAndDestroy());
    },
    moveTo(url) {
      target = new URL(url);
      open.forEach((socket) => socket.destroy());
    },
    stop() {
      open.forEach((socket) => socket.destroy());
      relay.close();
    },
  };
}
