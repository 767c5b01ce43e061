// The app's scripts and stylesheets (dist/assets), answered from memory as a CDN's edge would. Their names carry a hash
// of their bytes, so a copy read once stays right while the server runs. A first visit asks for half a dozen of them at
// once; read from disk (with a look for each compressed sibling) each cost ~2 ms of the server's one thread, and on a
// 2-core machine the last of them waited ~30 ms. From memory each is a fraction of a millisecond. A build made while
// the server runs replaces the files: the new ones come from disk, and an old one that is gone is not found.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { memoryFile, sendMemoryFile, type MemoryFile } from './memoryFile';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

async function load(file: string, type: string): Promise<MemoryFile> {
  const sibling = (ext: string) => (existsSync(file + ext) ? readFile(file + ext) : undefined);
  const [body, br, gzip] = await Promise.all([readFile(file), sibling('.br'), sibling('.gz')]);
  return memoryFile(type, body, br && gzip ? { br, gzip } : null);
}

/** Registers a route for each script and stylesheet of `assetsDir` at `/assets/<name>`, ahead of the static files. */
export function registerHashedAssets(app: FastifyInstance, assetsDir: string, cacheControl: string): void {
  if (!existsSync(assetsDir)) return;
  for (const name of readdirSync(assetsDir)) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    let loaded: Promise<MemoryFile> | undefined;
    app.get(`/assets/${name}`, async (request, reply) => {
      let file: MemoryFile;
      try {
        file = await (loaded ??= load(path.join(assetsDir, name), type));
      } catch {
        loaded = undefined;
        return reply.callNotFound();
      }
      return sendMemoryFile(request, reply, file, cacheControl);
    });
  }
}
