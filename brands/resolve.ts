// A brand folder's brand.ts merged over the default brand, with its CSS variables derived from its tokens.
import defaultBrand from './default/brand.ts';
import { themeVariables } from './theme.ts';
import type { BrandConfig, BrandDefinition, Line } from './types';

/** The brand's lines, or its one API base as the only line. */
function linesOf(def: BrandDefinition, apiBase: string, wsBase: string): Line[] {
  return def.lines?.length ? def.lines.map((line) => ({ ...line })) : [{ api: apiBase, socket: wsBase }];
}

export function resolveBrand(def: BrandDefinition): BrandConfig {
  const tokens = { ...defaultBrand.tokens, ...def.tokens };
  const languages = def.languages ?? defaultBrand.languages;
  const apiBase = def.apiBase ?? defaultBrand.apiBase;
  const wsBase = def.wsBase ?? defaultBrand.wsBase;
  return {
    id: def.id,
    siteNameKey: def.siteNameKey ?? defaultBrand.siteNameKey,
    logo: def.logo ?? defaultBrand.logo,
    favicon: def.favicon ?? def.logo ?? defaultBrand.favicon,
    tokens,
    theme: themeVariables(tokens),
    apiBase,
    wsBase,
    lines: linesOf(def, apiBase, wsBase),
    apiDialect: def.apiDialect ?? defaultBrand.apiDialect,
    links: { ...defaultBrand.links, ...def.links },
    trialAccount: def.trialAccount ?? defaultBrand.trialAccount,
    languages,
    defaultLanguage: def.defaultLanguage ?? languages[0] ?? defaultBrand.defaultLanguage,
    screens: { off: [], tabTitles: {}, headers: {}, ...def.screens },
    fieldReports: { ...defaultBrand.fieldReports, ...def.fieldReports },
  };
}
