// The admin API for demos and tests: POST /admin/<name>, JSON body, Authorization: Bearer $ADMIN_TOKEN,
// answered in the same envelope as /api. Later issues add their rows to the table in admin/routes.ts.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../contract/load';
import type { Deps } from '../http/deps';
import { forbidden } from '../base/errors';
import { bearerToken } from '../http/register';
import { msg } from '../base/messages';

export interface AdminRoute {
  schema: JsonSchema;
  run(body: Record<string, unknown>, deps: Deps): unknown;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function registerAdmin(app: FastifyInstance, routes: Record<string, AdminRoute>, deps: Deps): void {
  const expected = digest(deps.config.adminToken);
  for (const [path, route] of Object.entries(routes)) {
    app.post(path, async (request) => {
      const token = bearerToken(request);
      if (!token || !timingSafeEqual(digest(token), expected)) throw forbidden(msg.adminDenied);
      const body = (request.body ?? {}) as Record<string, unknown>;
      deps.validator.check(`admin:${path}`, route.schema, body);
      const data = await route.run(body, deps);
      return { code: 200, message: msg.ok, data: data ?? null };
    });
  }
}
