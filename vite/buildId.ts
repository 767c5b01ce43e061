// The build's identity, as `__BUILD_ID__` in the app: a hash of the app's code and its contract, so the same sources
// give the same id (builds stay reproducible) and any change of them gives another. The answers kept on the device
// for the next visit are written under it (src/session/kept/persist.ts): a new build never reads an old build's shapes.
// Development and tests use 'dev'.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const SOURCES = ['src', 'openapi.yaml', 'package.json'];

function files(entry: string): string[] {
  try {
    return readdirSync(entry, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((item) => files(path.join(entry, item.name)));
  } catch {
    return [entry]; // a file
  }
}

export function buildIdOf(root: string): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((source) => files(path.join(root, source)))) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export function buildId(): Plugin {
  return {
    name: 'build-id',
    config: (config, { command }) => ({
      define: { __BUILD_ID__: JSON.stringify(command === 'build' ? buildIdOf(config.root ?? process.cwd()) : 'dev') },
    }),
  };
}
