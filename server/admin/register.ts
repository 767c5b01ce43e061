// The admin API for demos and tests: POST /admin/<name>, JSON body, Authorization: Bearer $ADMIN_TOKEN,
// answered in the same envelope as /api. Later issues add their rows to the table in admin/routes.ts.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guardedCheck, type AttemptRule } from '../auth/attempts';
import { minutesOf } from '../auth/secrets';
import type { JsonSchema } from '../contract/load';
import type { Deps } from '../http/deps';
import { forbidden, tooMany } from '../base/errors';
import { addressKey } from '../http/rateLimit';
import { bearerToken } from '../http/register';
import { msg } from '../base/messages';

export interface AdminRoute {
  schema: JsonSchema;
  run(body: Record<string, unknown>, deps: Deps): unknown;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Wrong tokens one address may send in 15 minutes before it waits them out (the right one too, meanwhile). */
const ADMIN_MAX_FAILURES = 10;
const ADMIN_LOCK_MS = 15 * 60_000;
const rulesFor = (request: FastifyRequest): AttemptRule[] => [
  { key: `admin:${addressKey(request.ip)}`, limit: ADMIN_MAX_FAILURES, lockMs: ADMIN_LOCK_MS, clearOnSuccess: true },
];

/**
 * A guard that lets through a request bearing `token` (compared in constant time), wrong tries counted per address as
 * the admin API counts them (the same lock: guessing at /metrics spends the admin API's tries too). Throws 403 or 429.
 */
export function bearerGuard(deps: Deps, token: string): (request: FastifyRequest) => Promise<void> {
  const expected = digest(token);
  const matches = (given: string | null) => !!given && timingSafeEqual(digest(given), expected);
  return async (request) => {
    const outcome = await guardedCheck(deps.attempts, rulesFor(request), async () => matches(bearerToken(request)));
    if (!outcome.ok) throw outcome.waitMs > 0 ? tooMany(msg.tooManyAdminTries(minutesOf(outcome.waitMs))) : forbidden(msg.adminDenied);
  };
}

export function registerAdmin(app: FastifyInstance, routes: Record<string, AdminRoute>, deps: Deps): void {
  const guard = bearerGuard(deps, deps.config.adminToken);
  for (const [path, route] of Object.entries(routes)) {
    app.post(path, async (request) => {
      await guard(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      deps.validator.check(`admin:${path}`, route.schema, body);
      const data = await route.run(body, deps);
      return { code: 200, message: msg.ok, data: data ?? null };
    });
  }
}
