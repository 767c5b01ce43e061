import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The reference server (npm run server) answers /api, /wss and /files; `npm run dev` proxies to it.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react()],
  base: './',
  server: {
    proxy: {
      '/api': apiTarget,
      '/files': apiTarget,
      '/wss': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2020',
    sourcemap: false,
    // scripts/budget.mjs reads the chunk graph from here.
    manifest: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
