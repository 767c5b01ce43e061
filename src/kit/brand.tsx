// The brand in use: its theme variables on :root (so antd-mobile's portals get them too) and its name.
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand as activeBrand, type BrandConfig } from '../../brand.config';
import { appInfoQuery } from '../session/queries';

const BrandContext = createContext<BrandConfig | null>(null);

export function BrandProvider({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(brand.theme)) root.setProperty(name, value);
    return () => Object.keys(brand.theme).forEach((name) => root.removeProperty(name));
  }, [brand]);
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand outside BrandProvider');
  return brand;
}

/**
 * The site's name wherever a screen names it (the page title, the hall's header, the log-in and sign-up screens, the
 * download page, the invite poster): one rule, the back end's site title where its settings give one, else the
 * brand's name (its words' `brand:siteName`), which also stands while the settings load.
 */
export function useSiteName(): string {
  const { t } = useTranslation();
  const fallback = t(useBrand().siteNameKey);
  const title = useQuery(appInfoQuery).data?.title?.trim();
  return title || fallback;
}

/**
 * A theme colour as canvas and the QR code library need it (a plain value, a hex colour): the CSS variable on
 * :root, or the active brand's when none is set yet. Only base tokens are plain values (brands/theme.ts).
 */
export function themeColour(name: `--${string}`): string {
  const root = document.documentElement;
  const value = getComputedStyle(root).getPropertyValue(name).trim() || root.style.getPropertyValue(name).trim();
  return value || activeBrand.theme[name] || '';
}

/** A public/ asset's URL, relative to the page so the site works under any path. */
export const publicAsset = (file: string) => `${import.meta.env.BASE_URL}${file.replace(/^\//, '')}`;
