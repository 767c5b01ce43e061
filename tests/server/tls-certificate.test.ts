// The certificate of the HTTP/2 listener: an operator's own files, or one made for this machine, kept and made again
// only when it no longer serves.
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTls, localNames } from '../../server/tls/certificate';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tls-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("this machine's certificate", () => {
  it('covers localhost, the loopback addresses and the host the server listens on', async () => {
    const tls = await loadTls({ dir: path.join(freshDir(), 'tls'), host: '192.168.1.20' });
    const cert = new X509Certificate(tls.cert);
    for (const ip of ['127.0.0.1', '::1', '192.168.1.20']) expect(cert.checkIP(ip), ip).toBeDefined();
    expect(cert.checkHost('localhost')).toBe('localhost');
    expect(cert.checkPrivateKey(createPrivateKey(tls.key))).toBe(true);
  });

  it("names each of the machine's own addresses when the server listens on all of them", () => {
    const lan = { address: '192.168.1.20', family: 'IPv4', internal: false } as const;
    const loopback = { address: '127.0.0.1', family: 'IPv4', internal: true } as const;
    const names = localNames('0.0.0.0', { eth0: [{ ...lan, netmask: '255.255.255.0', mac: '', cidr: null }], lo: [{ ...loopback, netmask: '255.0.0.0', mac: '', cidr: null }] });
    expect(names).toContain('192.168.1.20');
    expect(names).not.toContain('0.0.0.0');
  });

  it('is kept between starts, and made again when it is about to expire', async () => {
    const dir = freshDir();
    const now = new Date('2026-11-26T00:00:00Z');
    const first = await loadTls({ dir, host: '127.0.0.1' }, now);
    expect((await loadTls({ dir, host: '127.0.0.1' }, now)).cert).toBe(first.cert);
    const nextYear = new Date(now.getTime() + 362 * 24 * 3600 * 1000);
    const renewed = await loadTls({ dir, host: '127.0.0.1' }, nextYear);
    expect(renewed.cert).not.toBe(first.cert);
    expect(readFileSync(path.join(dir, 'localhost.crt'), 'utf8')).toBe(renewed.cert);
  });

  it('is made again when the kept file is damaged', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'localhost.crt'), 'not a certificate');
    writeFileSync(path.join(dir, 'localhost.key'), 'not a key');
    const made = await loadTls({ dir, host: '127.0.0.1' });
    expect(new X509Certificate(made.cert).checkIP('127.0.0.1')).toBeDefined();
  });

  it('is made again when the server listens on a name it does not cover', async () => {
    const dir = freshDir();
    const first = await loadTls({ dir, host: '127.0.0.1' });
    const moved = await loadTls({ dir, host: '10.0.0.5' });
    expect(moved.cert).not.toBe(first.cert);
    expect(new X509Certificate(moved.cert).checkIP('10.0.0.5')).toBeDefined();
  });
});

describe("an operator's certificate", () => {
  it('is read from the files named, and both must be named', async () => {
    const dir = freshDir();
    const made = await loadTls({ dir, host: '127.0.0.1' });
    writeFileSync(path.join(dir, 'op.crt'), made.cert);
    writeFileSync(path.join(dir, 'op.key'), made.key);
    const own = await loadTls({ certFile: path.join(dir, 'op.crt'), keyFile: path.join(dir, 'op.key'), dir: path.join(dir, 'unused'), host: '127.0.0.1' });
    expect(own).toEqual(made);
    await expect(loadTls({ certFile: path.join(dir, 'op.crt'), dir, host: '127.0.0.1' })).rejects.toThrow(/TLS_CERT and TLS_KEY/);
  });
});
