// The route registry as the brand has it: screens.config.ts with the brand's screen overrides applied (routes off,
// tabs renamed, headers on or off). The router, the tab bar and every in-app link read this, never the raw list.
import { brand } from '../../brand.config';
import { screens as allScreens, tabs as allTabs } from '../../screens.config';
import type { ScreenOverrides } from '../../brands/types';
import type { ScreenDef, TabDef } from './screens';

/**
 * Routes a brand cannot turn off: the hall, where every route turned off leads, and the log-in form, where every
 * member's page sends a visitor. docs/operators.md's route table says so from this list.
 */
export const alwaysOn: readonly string[] = ['/', '/login'];

/** Just the path: '/transRecord?type=4' → '/transRecord'. */
const pathOf = (to: string) => to.split(/[?#]/)[0] || '/';

export function applyScreenOverrides(
  defs: readonly ScreenDef[],
  tabs: readonly TabDef[],
  overrides: Required<ScreenOverrides>,
): { screens: ScreenDef[]; tabs: TabDef[] } {
  const off = new Set(overrides.off.filter((path) => !alwaysOn.includes(path)));
  const screens = defs
    .filter((def) => !off.has(def.path))
    .map((def) => {
      const on = overrides.headers[def.path];
      if (on === undefined) return def;
      return { ...def, header: on ? { titleKey: def.titleKey, back: def.header?.back ?? def.layout === 'top' } : null };
    });
  const visibleTabs = tabs
    .filter((tab) => !off.has(tab.path))
    .map((tab) => ({ ...tab, titleKey: overrides.tabTitles[tab.key] ?? tab.titleKey }));
  return { screens, tabs: visibleTabs };
}

const active = applyScreenOverrides(allScreens, allTabs, brand.screens);

/** The routes the brand keeps. */
export const screens: readonly ScreenDef[] = active.screens;
/** The tab bar the brand shows. */
export const tabs: readonly TabDef[] = active.tabs;

const routes = new Set(screens.map((def) => def.path));

/** Whether an in-app link leads somewhere in this brand; a link to a route turned off is not shown. */
export const isRouteOn = (to: string): boolean => !to.startsWith('/') || routes.has(pathOf(to));

/** The routes of the registry this brand turned off. */
const offRoutes = new Set(allScreens.map((def) => def.path).filter((path) => !routes.has(path)));

/**
 * The one check before anything is offered as a way somewhere (a link, a banner, a menu entry, a floating button, a
 * row of a list): an in-app path (never one off the site, never a protocol or a backslash) whose route the brand has
 * not turned off.
 */
export const isLinkOn = (to: string | null | undefined): to is string => !!to && /^\/(?!\/)[^\\:]*$/.test(to) && !offRoutes.has(pathOf(to));
