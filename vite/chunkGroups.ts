// How the build groups library code into chunks (rolldown's codeSplitting groups), beside its automatic splitting.
import type { Rolldown } from 'vite';

/**
 * What every page needs: React, the router, i18next, TanStack Query and what they import, the store shim included.
 * And tslib, the helpers antd-mobile is compiled with (~0.3 KB as used): an entry imports it, so it is not one of the
 * helpers vite/libraryChunks.ts groups, and alone it was a file of its own on nearly every screen.
 */
const vendorPackages =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|html-parse-stringify|void-elements|cookie|set-cookie-parser|use-sync-external-store|tslib)[\\/]/;
/** The helpers TanStack Query's private class fields are compiled with (for the es2020 target). */
const privateFieldHelpers = /@oxc-project\+runtime@[^/]+\/helpers\/esm\/(classPrivate|assertClassBrand|checkPrivateRedeclaration)/;

/**
 * TanStack Query's de- and rehydration: only the answers kept between visits use it (src/session/kept/persist.ts,
 * loaded apart), so it goes with them, not in every first load.
 */
const keptOnly = /@tanstack[\\/]query-core[\\/]build[\\/][^\\/]+[\\/]hydration\.js$/;

/** Whether a module belongs in the vendor chunk. */
export const isVendorModule = (id: string): boolean => (vendorPackages.test(id) && !keptOnly.test(id)) || privateFieldHelpers.test(id);

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // What every page needs, as one chunk: split across the lazy screens' shared chunks it compresses worse.
  // Not openapi-fetch: the entry ahead of the app (src/ahead.ts) sends its calls with it, without React.
  // With it, the small modules it shares with lazy screens (the store shim, the private-field helpers): alone, each
  // was a request of its own on every first load, holding one of HTTP/1.1's six connections while React waited.
  { name: 'vendor', test: isVendorModule, priority: 2, includeDependenciesRecursively: false },
  // Form libraries in chunks of their own: every form screen shares them, none of them is in the hall.
  // (Not their dependencies: react-hook-form would otherwise pull React out of the entry.)
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, includeDependenciesRecursively: false },
  { name: 'react-hook-form', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, includeDependenciesRecursively: false },
];
