// The operator's page of field reports (src/admin/field, served at /admin/field by server/features/telemetry): a
// build of its own into dist/admin/, after the site's, so nothing of it is in the players' chunk graph, their
// service worker's precache (vite.pwa.ts) or their budget. It shares the brand (theme, default language).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { brandPlugin } from './brand.ts';
import { floorTargets, syntaxTargets } from './browserFloor.ts';
import { cssFloor } from './cssFloor.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
export const ADMIN_PAGE_DIR = 'admin';

export function adminPage(define: Record<string, string>): Plugin {
  let outDir = path.join(ROOT, 'dist');
  return {
    name: 'admin-field-page',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      // Before the service worker is written (its precache leaves admin/ out anyway) and before the files are compressed.
      order: 'pre',
      async handler() {
        await build({
          configFile: false,
          root: path.join(ROOT, 'src', 'admin', 'field'),
          base: './',
          logLevel: 'warn',
          define,
          plugins: [react(), brandPlugin()],
          // The players' floor: an operator may read it on an old phone too.
          css: { postcss: { plugins: [cssFloor()] } },
          build: {
            outDir: path.join(outDir, ADMIN_PAGE_DIR),
            emptyOutDir: true,
            target: syntaxTargets(),
            cssTarget: floorTargets(),
            rolldownOptions: { input: path.join(ROOT, 'src', 'admin', 'field', 'field.html') },
          },
        });
      },
    },
  };
}
