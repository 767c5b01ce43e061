// The hall's game categories and where a platform tile leads: pure rules, unit-tested.
import type { components } from '../../../core/schema';
import { capabilities } from '../../api/wire';

export type GameItem = components['schemas']['GameItem'];
export type GameCategory = components['schemas']['GameCategory'];

/** The hall's tabs 0-6 in the spec's order: slots, sports, lottery-style, esports, chess/card, live dealer, fishing. */
export const HALL_CATEGORIES: readonly GameCategory[] = ['concise', 'sport', 'lottery', 'gaming', 'joker', 'realbet', 'fishing'];

/** The alternative hall's sidebar: live, sports, esports, chess/card, slots, lottery. */
export const OLD_HALL_CATEGORIES: readonly GameCategory[] = ['realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery'];

/** Only platforms switched on (app_state 1) are ever shown. */
export const shownGames = (items: readonly GameItem[]): GameItem[] => items.filter((item) => item.app_state === 1);

/**
 * A lottery platform opens its lottery's room list (where the back end has lottery rooms; elsewhere it is a game like
 * any other), a slot platform its game list, any other its game page (which asks the server for the launch URL).
 */
export function gamePathOf(item: GameItem): string {
  if (item.category_id === 'lottery' && capabilities().lotteryRooms) return `/lottery?${new URLSearchParams({ name: item.game_code })}`;
  if (item.category_id === 'concise') return `/concise?${new URLSearchParams({ type: item.platform_name })}`;
  return `/gamePage?${new URLSearchParams({ name: item.name, type: item.category_id, code: item.platform_name })}`;
}

/** Each category's name (keys in full so the key check sees them). */
export const CATEGORY_LABEL: Record<GameCategory, string> = {
  concise: 'hall:categories.concise',
  sport: 'hall:categories.sport',
  lottery: 'hall:categories.lottery',
  gaming: 'hall:categories.gaming',
  joker: 'hall:categories.joker',
  realbet: 'hall:categories.realbet',
  fishing: 'hall:categories.fishing',
};
