// The certificate the HTTP/2 listener presents. An operator names theirs (TLS_CERT and TLS_KEY, PEM files); without
// them the server makes one for this machine on its first start and keeps it in data/tls/, as local development
// servers do: browsers then ask once whether to trust it. A certificate about to expire is made again.
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface TlsFiles {
  key: string;
  cert: string;
}

const DAY_MS = 24 * 3600 * 1000;
const VALID_DAYS = 365;

/**
 * The names a page of this machine is opened by: localhost, the loopback addresses and the host it listens on; on
 * every address (0.0.0.0), each of the machine's own, so a test phone on the same network can open it.
 */
export function localNames(host: string, interfaces = networkInterfaces()): string[] {
  const names = new Set(['localhost', '127.0.0.1', '::1']);
  if (host === '0.0.0.0' || host === '::') {
    for (const address of Object.values(interfaces).flat()) if (address && !address.internal && address.family === 'IPv4') names.add(address.address);
  } else if (host) {
    names.add(host);
  }
  return [...names];
}

/** Whether a kept certificate still serves: readable, naming every name, and not within a week of expiring. */
function stillGood(pem: string, names: readonly string[], now: Date): boolean {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem);
  } catch {
    return false; // a damaged file is made again rather than stopping the server
  }
  const coversAll = names.every((name) => (isIP(name) ? cert.checkIP(name) : cert.checkHost(name)) !== undefined);
  return coversAll && new Date(cert.validTo).getTime() - now.getTime() > 7 * DAY_MS;
}

async function makeLocalCertificate(names: readonly string[], now: Date): Promise<TlsFiles> {
  const altNames = names.map((name) => (isIP(name) ? { type: 7 as const, ip: name } : { type: 2 as const, value: name }));
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - DAY_MS),
    notAfterDate: new Date(now.getTime() + VALID_DAYS * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

/** The named files when given; else this machine's certificate from `dir`, made (again) when missing or expiring. */
export async function loadTls(
  options: { certFile?: string; keyFile?: string; dir: string; host: string },
  now: Date = new Date(),
): Promise<TlsFiles> {
  if (options.certFile || options.keyFile) {
    if (!options.certFile || !options.keyFile) throw new Error('TLS_CERT and TLS_KEY go together: set both or neither');
    return { cert: readFileSync(options.certFile, 'utf8'), key: readFileSync(options.keyFile, 'utf8') };
  }
  const certPath = path.join(options.dir, 'localhost.crt');
  const keyPath = path.join(options.dir, 'localhost.key');
  const names = localNames(options.host);
  if (existsSync(certPath) && existsSync(keyPath)) {
    const cert = readFileSync(certPath, 'utf8');
    if (stillGood(cert, names, now)) return { cert, key: readFileSync(keyPath, 'utf8') };
  }
  const made = await makeLocalCertificate(names, now);
  mkdirSync(options.dir, { recursive: true });
  writeFileSync(keyPath, made.key, { mode: 0o600 });
  writeFileSync(certPath, made.cert);
  return made;
}
