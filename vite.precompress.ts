// Pre-compression at build time, as a CDN would do: every text file of dist/ gets a Brotli (.br) and a gzip (.gz)
// sibling at maximum quality, which the server (server/http/site.ts) sends when the browser accepts it. Compressing
// once here costs nothing per request and beats what on-the-fly compression could afford.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** A text's Brotli and gzip copies at maximum quality; none when it is too small to gain (the server uses it too). */
export async function compressedCopies(bytes: Uint8Array): Promise<{ br: Buffer; gzip: Buffer } | null> {
  if (bytes.length < MIN_BYTES) return null;
  const br = await brotli(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  return { br, gzip: await gz(bytes, { level: 9 }) };
}

export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => TEXT.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const copies = await compressedCopies(await readFile(file));
      if (!copies) return;
      await writeFile(`${file}.br`, copies.br);
      await writeFile(`${file}.gz`, copies.gzip);
      written += 1;
    }),
  );
  return written;
}

/** Runs last (after the service worker is written) so every file the server may send has its compressed copies. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let logger: Logger | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressDir(outDir);
        logger?.info(`precompressed ${count} files of ${path.basename(outDir)}/ (br, gz)`);
      },
    },
  };
}
