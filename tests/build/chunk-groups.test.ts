// @vitest-environment node
// Which modules the build puts in the chunk every page loads first. A small module shared by that chunk and a lazy
// screen would otherwise be a chunk (and a request, holding one of HTTP/1.1's six connections) of its own.
import { describe, expect, it } from 'vitest';
import { isVendorModule } from '../../vite/chunkGroups';

const nodeModule = (pkg: string, file = 'index.js') => `/app/node_modules/${pkg}/${file}`;

describe('the vendor chunk', () => {
  it('holds React, the router, i18next and TanStack Query', () => {
    for (const pkg of ['react', 'react-dom', 'scheduler', 'react-router', 'i18next', 'react-i18next', '@tanstack/query-core', '@tanstack/react-query']) {
      expect(isVendorModule(nodeModule(pkg)), pkg).toBe(true);
    }
  });

  it('holds the store shim, tslib and the private-field helpers it shares with lazy screens', () => {
    expect(isVendorModule(nodeModule('use-sync-external-store', 'shim/index.js'))).toBe(true);
    expect(isVendorModule(nodeModule('tslib', 'tslib.es6.mjs'))).toBe(true);
    for (const helper of ['classPrivateFieldInitSpec', 'classPrivateMethodInitSpec', 'assertClassBrand', 'checkPrivateRedeclaration']) {
      expect(isVendorModule(`\0@oxc-project+runtime@0.1.0/helpers/esm/${helper}.js`), helper).toBe(true);
    }
  });

  it('leaves out what the entry ahead of the app needs without React, and what only some screens use', () => {
    expect(isVendorModule(nodeModule('openapi-fetch'))).toBe(false);
    expect(isVendorModule('\0@oxc-project+runtime@0.1.0/helpers/esm/defineProperty.js')).toBe(false);
    for (const pkg of ['zod', 'react-hook-form', 'antd-mobile', 'react-is']) expect(isVendorModule(nodeModule(pkg)), pkg).toBe(false);
    expect(isVendorModule('/app/src/kit/react.ts')).toBe(false);
  });

  it('leaves out TanStack Query\'s de- and rehydration: only the answers kept between visits use it, loaded apart', () => {
    expect(isVendorModule(nodeModule('@tanstack/query-core', 'build/modern/hydration.js'))).toBe(false);
    expect(isVendorModule(nodeModule('@tanstack/query-core', 'build/modern/queryClient.js'))).toBe(true);
  });
});
