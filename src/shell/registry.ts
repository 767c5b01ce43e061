// The route registry as the brand has it: screens.config.ts with the brand's screen overrides applied (routes off,
// tabs renamed, headers on or off). The router, the tab bar and every in-app link read this, never the raw list.
import { brand } from '../../brand.config';
import { screens as allScreens, tabs as allTabs } from '../../screens.config';
import type { ScreenOverrides } from '../../brands/types';
import type { ScreenDef, TabDef } from './screens';

import { alwaysOn } from '../kit/routesOn';

export { alwaysOn, isLinkOn } from '../kit/routesOn';

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



