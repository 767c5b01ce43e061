// @vitest-environment node
// Which chunk the build gives each app module of the screens chosen for landing chunks (vite/landingChunks.ts): the
// screen's own set, the sets other screens load too, and what stays where it was.
import { describe, expect, it } from 'vitest';
import { landingChunkOf } from '../../vite/landingChunks';
import { WORTH_A_REQUEST } from '../../vite/moduleClusters';

/** A module graph from `module: [its static imports]`; `main` is the page's entry; every module worth a request. */
function graphOf(imports: Record<string, string[]>) {
  return { ids: Object.keys(imports), isEntry: (id: string) => id === '/app/src/main.tsx', imports: (id: string) => imports[id] ?? [], size: () => WORTH_A_REQUEST };
}

const screen = (name: string) => `/app/src/features/${name}`;
const graph = graphOf({
  '/app/src/main.tsx': ['/app/src/kit/i18n.ts', '/app/node_modules/react/index.js'],
  '/app/src/kit/i18n.ts': [],
  '/app/node_modules/react/index.js': [],
  [`${screen('hall/HallScreen')}.tsx`]: [
    '/app/src/features/hall/Banner.tsx',
    '/app/src/features/hall/Wallet.tsx',
    '/app/core/money.ts',
    '/app/src/kit/i18n.ts',
    '/app/node_modules/antd-mobile/es/index.js',
  ],
  '/app/src/features/hall/Banner.tsx': ['/app/core/money.ts'],
  '/app/src/features/hall/Wallet.tsx': ['/app/core/money.ts'],
  '/app/core/money.ts': [],
  '/app/node_modules/antd-mobile/es/index.js': ['/app/node_modules/antd-mobile/es/button.js'],
  '/app/node_modules/antd-mobile/es/button.js': [],
  // The old hall shows the wallet card too: half the screens loading it load the hall's own code.
  [`${screen('hall/OldHallScreen')}.tsx`]: ['/app/src/features/hall/Wallet.tsx'],
  // Three screens use money; the hall is one of four loading it.
  [`${screen('wallet/WalletScreen')}.tsx`]: ['/app/core/money.ts', '/app/src/features/wallet/Card.tsx'],
  '/app/src/features/wallet/Card.tsx': [],
  [`${screen('wallet/MoneyScreen')}.tsx`]: ['/app/core/money.ts'],
  [`${screen('wallet/RecordScreen')}.tsx`]: ['/app/core/money.ts'],
});
const screens = [
  { source: screen('hall/HallScreen'), chosen: true },
  { source: screen('hall/OldHallScreen'), chosen: false },
  { source: screen('wallet/WalletScreen'), chosen: false },
  { source: screen('wallet/MoneyScreen'), chosen: false },
  { source: screen('wallet/RecordScreen'), chosen: false },
];

describe("a chosen screen's modules", () => {
  const owner = landingChunkOf(graph, screens);

  it('go to its own chunk when only it loads them, or mostly the screens that load it', () => {
    expect(owner.get(`${screen('hall/HallScreen')}.tsx`)).toBe('HallScreen');
    expect(owner.get('/app/src/features/hall/Banner.tsx')).toBe('HallScreen');
    expect(owner.get('/app/src/features/hall/Wallet.tsx')).toBe('HallScreen');
  });

  it('go to a shared chunk when mostly other screens load them', () => {
    expect(owner.get('/app/core/money.ts')).toBe('HallScreen-shared');
  });

  it("leave the entries' modules, libraries and other screens' own modules where they are", () => {
    for (const id of [
      '/app/src/main.tsx',
      '/app/src/kit/i18n.ts',
      '/app/node_modules/react/index.js',
      '/app/node_modules/antd-mobile/es/index.js',
      '/app/node_modules/antd-mobile/es/button.js',
      `${screen('wallet/WalletScreen')}.tsx`,
      '/app/src/features/wallet/Card.tsx',
    ]) {
      expect(owner.has(id), id).toBe(false);
    }
  });

  it('go with the first chosen screen when two reach them', () => {
    const both = landingChunkOf(graph, screens.map((s) => ({ ...s, chosen: s.chosen || s.source === screen('wallet/WalletScreen') })));
    expect(both.get('/app/core/money.ts')).toBe('HallScreen-shared');
    expect(both.get('/app/src/features/wallet/Card.tsx')).toBe('WalletScreen');
  });

  it('are none when no screen is chosen', () => {
    expect(landingChunkOf(graph, screens.map((s) => ({ ...s, chosen: false }))).size).toBe(0);
  });
});
