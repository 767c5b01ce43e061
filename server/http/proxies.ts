// Which peers' X-Forwarded-For the server believes (TRUST_PROXY), as Fastify's `trustProxy`. Fastify 5 ignores a bare
// hop count (a client reaching the server directly could then name any address), so a count is read here as that many
// proxies of which the nearest is on this machine or its private network: a peer on the internet is never one.
import { BlockList, isIPv4 } from 'node:net';
import type { ServerConfig } from '../base/config';

const PRIVATE = new BlockList();
for (const [network, prefix] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16], ['100.64.0.0', 10]] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE.addSubnet(network, prefix, 'ipv6');

/** A loopback, private, link-local or shared (carrier) address: never a client's on the internet. */
export function isPrivateAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '');
  try {
    return PRIVATE.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}

/** Fastify's `trustProxy` for the setting: nothing, the proxies' addresses as given, or `hops` private-first hops. */
export function trustProxyOption(setting: ServerConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (address, hop) => hop < setting && (hop > 0 || isPrivateAddress(address));
}
