// @vitest-environment node
// A build takes React Router's production code: its package sends every import to the development build, whose
// warnings and checks would run in players' browsers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from '../../vite/reactRouterProduction';

const plugin = reactRouterProductionBuild();
const resolve = plugin.resolveId as (source: string) => string | null;

describe("React Router's production build", () => {
  it.each(['react-router', 'react-router/dom'])('is what %s resolves to in a build, with its development warnings off', (source) => {
    const file = resolve(source)!;
    expect(file).toMatch(/dist[\\/]production[\\/]/);
    const code = readFileSync(file, 'utf8');
    const chunks = [...code.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) => readFileSync(file.replace(/[^\\/]+$/, m[1]!), 'utf8'));
    expect([code, ...chunks].join('\n')).toMatch(/ENABLE_DEV_WARNINGS = false/);
  });

  it('applies to builds only, and to nothing else', () => {
    expect(plugin.apply).toBe('build');
    expect(resolve('react-router-dom')).toBeNull();
    expect(resolve('react')).toBeNull();
  });
});
