// @vitest-environment node
// Which chunk the build gives each app module of the screens chosen for landing chunks (vite/landingChunks.ts): what
// only the screen reaches, what other screens reach too, and what stays where it was.
import { describe, expect, it } from 'vitest';
import { landingChunkOf } from '../../vite/landingChunks';

/** A module graph from `module: [its static imports]`; `main` is the page's entry. */
function graphOf(imports: Record<string, string[]>) {
  return { ids: Object.keys(imports), isEntry: (id: string) => id === '/app/src/main.tsx', imports: (id: string) => imports[id] ?? [] };
}

const graph = graphOf({
  '/app/src/main.tsx': ['/app/src/app/i18n.ts', '/app/node_modules/react/index.js'],
  '/app/src/app/i18n.ts': [],
  '/app/node_modules/react/index.js': [],
  '/app/src/features/hall/HallScreen.tsx': [
    '/app/src/features/hall/Banner.tsx',
    '/app/src/lib/money.ts',
    '/app/src/app/i18n.ts',
    '/app/node_modules/antd-mobile/es/index.js',
  ],
  '/app/src/features/hall/Banner.tsx': ['/app/src/lib/money.ts'],
  '/app/src/lib/money.ts': [],
  '/app/node_modules/antd-mobile/es/index.js': ['/app/node_modules/antd-mobile/es/button.js'],
  '/app/node_modules/antd-mobile/es/button.js': [],
  '/app/src/features/wallet/WalletScreen.tsx': ['/app/src/lib/money.ts', '/app/src/features/wallet/Card.tsx'],
  '/app/src/features/wallet/Card.tsx': [],
});
const screens = [
  { source: '/app/src/features/hall/HallScreen', chosen: true },
  { source: '/app/src/features/wallet/WalletScreen', chosen: false },
];

describe("a chosen screen's modules", () => {
  const owner = landingChunkOf(graph, screens);

  it('go to its own chunk when only it reaches them', () => {
    expect(owner.get('/app/src/features/hall/HallScreen.tsx')).toBe('HallScreen');
    expect(owner.get('/app/src/features/hall/Banner.tsx')).toBe('HallScreen');
  });

  it('go to its shared chunk when another screen reaches them too', () => {
    expect(owner.get('/app/src/lib/money.ts')).toBe('HallScreen-shared');
  });

  it("leave the entries' modules, libraries and other screens' own modules where they are", () => {
    for (const id of [
      '/app/src/main.tsx',
      '/app/src/app/i18n.ts',
      '/app/node_modules/react/index.js',
      '/app/node_modules/antd-mobile/es/index.js',
      '/app/node_modules/antd-mobile/es/button.js',
      '/app/src/features/wallet/WalletScreen.tsx',
      '/app/src/features/wallet/Card.tsx',
    ]) {
      expect(owner.has(id), id).toBe(false);
    }
  });

  it('are none when no screen is chosen', () => {
    expect(landingChunkOf(graph, screens.map((s) => ({ ...s, chosen: false }))).size).toBe(0);
  });
});
