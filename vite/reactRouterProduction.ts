import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router 7's package points every import at its development build, production included (a known upstream
 * issue): its dev-only warnings and checks then run in players' browsers. The build takes its production build, the
 * same code with those switched off.
 */
export function reactRouterProductionBuild(): Plugin {
  const dir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const files: Record<string, string> = {
    'react-router': path.join(dir, 'dist/production/index.mjs'),
    'react-router/dom': path.join(dir, 'dist/production/dom-export.mjs'),
  };
  return { name: 'react-router-production-build', apply: 'build', enforce: 'pre', resolveId: (source) => files[source] ?? null };
}
