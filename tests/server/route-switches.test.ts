// A route a brand turns off is off on the server too (server/routeSwitches.ts): with the red packet page off, the
// settings answer the red packet switched off, a draw is refused as closed, and the admin API cannot switch it on;
// also on a database seeded earlier for a brand that kept it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadBrand } from '../../brands/load';
import { promoMsg } from '../../server/features/promotions/messages';
import { ROUTE_SWITCHES } from '../../server/routeSwitches';
import { startServer, type TestServer } from './harness';

const dir = mkdtempSync(path.join(tmpdir(), 'brand-switches-'));
const brandDir = path.join(dir, 'nopacket');
const dbPath = path.join(dir, 'app.sqlite');

async function startWith(env: Record<string, string>): Promise<TestServer> {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  try {
    return await startServer({ dbPath });
  } finally {
    vi.unstubAllEnvs();
  }
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a brand that turns the red packet page off', () => {
  it('has the server answer the red packet off, refuse a draw as closed and keep the admin from switching it on', async () => {
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
    mkdirSync(brandDir);
    writeFileSync(path.join(brandDir, 'brand.ts'), "export default { id: 'nopacket', screens: { off: ['/hongbao'] } };\n");
    expect((await loadBrand({ BRAND_DIR: brandDir })).screens.off).toContain('/hongbao');
    const route = Object.entries(ROUTE_SWITCHES).find(([, key]) => key === 'redpacket_switch')![0];
    expect(route).toBe('/hongbao');

    // Seeded first for the default brand, which keeps the page: on.
    const before = await startWith({ BRAND: 'default' });
    expect((await before.api<{ redpacket_switch: number }>('/api/app')).data.redpacket_switch).toBe(1);
    await before.close();

    const server = await startWith({ BRAND_DIR: brandDir });
    try {
      expect((await server.api<{ redpacket_switch: number }>('/api/app')).data.redpacket_switch).toBe(0);
      const token = await server.register('nopacket01');
      expect(await server.api('/api/douserredpacket', {}, token)).toMatchObject({ code: 422, message: promoMsg.redPacketClosed });
      expect((await server.admin('/admin/settings', { redpacket_switch: 1 })).code).toBe(400);
      expect((await server.api<{ redpacket_switch: number }>('/api/app')).data.redpacket_switch).toBe(0);
      // Its other settings are the admin's as ever.
      expect(await server.admin('/admin/settings', { index_modal: 1 })).toMatchObject({ code: 200 });
    } finally {
      await server.close();
    }
  });
});
