// GET /admin/field: the operator's page, a build of its own (src/admin/field, vite/adminPage.ts) in dist/admin/, with
// its files under /admin/assets/ (served here, so the collector alone, COLLECTOR_ONLY, serves them too). It holds no
// data: it asks for the admin token, then calls POST /admin/telemetry.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps';
import { IMMUTABLE } from '../../http/site';

export const FIELD_PAGE_DIR = 'admin';

export async function registerFieldPage(app: FastifyInstance, deps: Deps): Promise<void> {
  const dir = path.resolve(deps.config.distDir, FIELD_PAGE_DIR);
  app.get('/admin/field', async (_request, reply) => {
    const html = await readFile(path.join(dir, 'field.html'), 'utf8').catch(() => null);
    reply.header('Cache-Control', 'no-cache');
    if (html === null) return reply.status(404).type('text/plain; charset=utf-8').send('The field page is not built: npm run build');
    return reply.type('text/html; charset=utf-8').send(html);
  });
  const assets = path.join(dir, 'assets');
  if (!existsSync(assets)) return;
  await app.register(fastifyStatic, {
    root: assets,
    prefix: '/admin/assets/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
  });
}
