// The server's settings: the defaults a newcomer gets with no environment, and what the environment changes.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, PASSWORD_COST, ROOT_DIR } from '../../server/base/config';

describe('server settings', () => {
  it('listens on 127.0.0.1:8787 with data/app.sqlite and a random admin token when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8787, dbPath: path.join(ROOT_DIR, 'data', 'app.sqlite'), adminTokenGenerated: true });
    expect(config.adminToken).toMatch(/^[0-9a-f]{48}$/);
    expect(loadConfig({}).adminToken).not.toBe(config.adminToken);
  });

  it('takes HOST, PORT, DB_PATH and ADMIN_TOKEN from the environment', () => {
    const config = loadConfig({ HOST: '0.0.0.0', PORT: '9000', DB_PATH: ':memory:', ADMIN_TOKEN: 'secret-admin-0123456789abcdef012345' });
    expect(config).toMatchObject({ host: '0.0.0.0', port: 9000, dbPath: ':memory:', adminToken: 'secret-admin-0123456789abcdef012345', adminTokenGenerated: false });
  });

  it('adds the HTTP/2 listener on TLS_PORT, with the certificate named or one kept in data/tls', () => {
    expect(loadConfig({}).tls).toBeNull();
    expect(loadConfig({ TLS_PORT: '0' }).tls).toBeNull();
    expect(loadConfig({ TLS_PORT: '8443' }).tls).toEqual({ port: 8443, dir: path.join(ROOT_DIR, 'data', 'tls') });
    expect(loadConfig({ TLS_PORT: '443', TLS_CERT: '/etc/site.crt', TLS_KEY: '/etc/site.key' }).tls).toMatchObject({ certFile: '/etc/site.crt', keyFile: '/etc/site.key' });
  });

  it("hashes passwords at scrypt's production cost unless PASSWORD_SCRYPT_N lowers it (the tests' servers), within bounds", () => {
    expect(PASSWORD_COST).toBe(16384);
    expect(loadConfig({}).passwordCost).toBe(PASSWORD_COST);
    expect(loadConfig({ PASSWORD_SCRYPT_N: '1024' }).passwordCost).toBe(1024);
    for (const wrong of ['512', '3000', '2097152', 'fast']) expect(() => loadConfig({ PASSWORD_SCRYPT_N: wrong }), wrong).toThrow('PASSWORD_SCRYPT_N');
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer');
  });
});
