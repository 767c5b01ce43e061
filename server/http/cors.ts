// Cross-origin use: a front end served from another host (CORS_ORIGINS) may call the API. Only the listed origins
// get the headers; the bearer token travels in Authorization (no cookies), so credentials are never allowed.
import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'Authorization, Content-Type, Lang';
/** The front end reads the server's clock from Date (the wire layer's fallback for answers without a time). */
const EXPOSED_HEADERS = 'Date';

export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const any = origins.includes('*');
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !(any || allowed.has(origin))) return;
    reply.header('Access-Control-Allow-Origin', any ? '*' : origin);
    reply.header('Vary', 'Origin');
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
      return reply.status(204).send();
    }
  });
}
