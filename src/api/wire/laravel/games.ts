// Platforms, slot games and game launch, as Laravel's IndexController answers them. It has no lottery rooms.
import type { components } from '../../../../core/schema';
import type { L, LaravelDataOf } from './contract';
import type { Readers } from './envelope';
import { array, map, object } from './read';
import { filledText, flag, text } from './scalars';

type S = components['schemas'];
type GameCategory = S['GameCategory'];

const CATEGORIES: readonly GameCategory[] = ['concise', 'sport', 'lottery', 'gaming', 'joker', 'realbet', 'fishing'];
const isCategory = (value: string): value is GameCategory => (CATEGORIES as readonly string[]).includes(value);

/** Its game_lists rows; a row of a category we don't show is left out rather than failing the whole list. */
const gameItems = map(
  array(
    object<L['GameRow']>()({
      category_id: text('string'),
      app_state: flag(0, 'number'),
      platform_name: text('string'),
      game_code: text('string'),
      name: text('string'),
      img: text('string'),
    }),
  ),
  (rows): S['GameItem'][] => rows.flatMap(({ category_id, ...row }) => (isCategory(category_id) ? [{ ...row, category_id }] : [])),
);

/** It answers every fishing game whatever provider was asked: keep the asked provider's. */
const slotGames = array(object<L['SlotGame']>()({ gamename: text('string'), gamepic: text('string'), gamecode: text('string'), catecode: text('string') }));

export const gameReaders = {
  'GET /api/game/list': gameItems,
  'POST /api/gamelistBycode': ({ request }) => {
    const asked = typeof request.gamecode === 'string' ? request.gamecode.toLowerCase() : '';
    return map(slotGames, (games) => games.filter((game) => !asked || game.catecode.toLowerCase() === asked));
  },
  'POST /api/getGameUrl': object<LaravelDataOf<'POST /api/getGameUrl'>>()({ url: filledText('string') }),
} satisfies Readers;
