// GET /admin/field: the operator's page, a build of its own (src/admin/field, vite/adminPage.ts) beside the site's.
// It holds no data: it asks for the admin token and then calls POST /admin/telemetry.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

export const FIELD_PAGE = path.join('admin', 'field.html');

export function registerFieldPage(app: FastifyInstance, deps: Deps): void {
  const file = path.resolve(deps.config.distDir, FIELD_PAGE);
  app.get('/admin/field', async (_request, reply) => {
    const html = await readFile(file, 'utf8').catch(() => null);
    reply.header('Cache-Control', 'no-cache');
    if (html === null) return reply.status(404).type('text/plain; charset=utf-8').send('The field page is not built: npm run build');
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
