// /concise's tabs: the slot providers the back end's game list names (category concise), never a list of our own,
// so another operator's providers appear. Pure, unit-tested.
import type { components } from '../../../core/schema';
import { SLOT_PROVIDER_DEFAULT } from '../../../core/constants';

type GameItem = components['schemas']['GameItem'];
type SlotGame = components['schemas']['SlotGame'];

export interface SlotProvider {
  /** The platform name, as the game list spells it: the tab's key, the address's `type` and the games call's code. */
  key: string;
  /** The platform row's name, else the platform name itself. */
  title: string;
  /** Games the list itself names for this provider (a row per game): shown when the games call has none. */
  listed: SlotGame[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** A row standing for the whole platform (its game code empty, 0 or its own name) rather than one of its games. */
const isPlatformRow = (row: GameItem) => !row.game_code || row.game_code === '0' || same(row.game_code, row.platform_name);

export function slotProvidersOf(items: readonly GameItem[]): SlotProvider[] {
  const providers = new Map<string, SlotProvider>();
  for (const row of items) {
    if (row.category_id !== 'concise' || row.app_state === 0) continue;
    const id = row.platform_name.toLowerCase();
    const provider = providers.get(id) ?? { key: row.platform_name, title: row.platform_name, listed: [] };
    if (isPlatformRow(row)) provider.title = row.name || provider.title;
    else provider.listed.push({ gamename: row.name, gamepic: row.img, gamecode: row.game_code, catecode: row.platform_name });
    providers.set(id, provider);
  }
  return [...providers.values()];
}

/** The provider the address asks for (any case), else the spec's default where the back end has it, else the first. */
export function pickProvider(providers: readonly SlotProvider[], asked: string | null): SlotProvider | undefined {
  const find = (name: string) => providers.find((p) => same(p.key, name));
  return (asked ? find(asked) : undefined) ?? find(SLOT_PROVIDER_DEFAULT) ?? providers[0];
}
