/// <reference types="vite/client" />

/** The build's identity (vite/buildId.ts): 'dev' in development and tests. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_WS_BASE?: string;
  readonly VITE_API_DIALECT?: string;
}

/** The build's version (package.json's, or BUILD_VERSION): every field report is tagged with it (vite.config.ts). */
declare const __APP_VERSION__: string;

/** One locale namespace in every language, the brand's words merged over the base ones (vite/brand.ts). */
declare module 'virtual:locale/*' {
  const bundle: Record<string, Record<string, unknown>>;
  export default bundle;
}

/** Every namespace of one language, by language: loaded when a member picks it (vite/brand.ts). */
declare module 'virtual:languages' {
  /** Each of the brand's languages named in itself: common:languageName of its own locale files. */
  export const names: Record<string, string>;
  const loaders: Record<string, () => Promise<{ default: Record<string, Record<string, unknown>> }>>;
  export default loaders;
}
