// A route a brand turns off (brand.ts `screens.off`) turns off its feature's switch in the server's settings too: the
// front end offers no way to the page, and the server then says the feature is off to any caller (its `/api/app`
// answer, and the feature's own calls refuse). Written at every start, so a brand changed later takes effect on a
// database seeded before; the admin API cannot turn such a switch back on while the brand keeps the route off.
import type { BrandConfig } from '../brands/types';
import type { SettingsRow } from './settings';

type Switch = 'redpacket_switch';

/** Each route whose feature has a switch in the site settings, and that switch. */
export const ROUTE_SWITCHES: Readonly<Record<string, Switch>> = { '/hongbao': 'redpacket_switch' };

/** The switches the brand's routes off hold off. */
export function switchesOff(brand: Pick<BrandConfig, 'screens'>): Partial<Pick<SettingsRow, Switch>> {
  return Object.fromEntries(brand.screens.off.filter((route) => route in ROUTE_SWITCHES).map((route) => [ROUTE_SWITCHES[route], 0]));
}
