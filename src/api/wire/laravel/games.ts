// Platforms, slot games and game launch, as Laravel's IndexController answers them. It has no lottery rooms.
import { z } from '../../../lib/zod';
import type { components } from '../../../../core/schema';
import type { Decoder, OperationKey } from '../types';
import { decoder, parse, schemaDecoder } from './envelope';
import { flag, text } from './scalars';

type S = components['schemas'];
type GameCategory = S['GameCategory'];

const CATEGORIES: readonly GameCategory[] = ['concise', 'sport', 'lottery', 'gaming', 'joker', 'realbet', 'fishing'];
const isCategory = (value: string): value is GameCategory => (CATEGORIES as readonly string[]).includes(value);

/** Its game_lists rows; a row of a category we don't show is left out rather than failing the whole list. */
const gameItems: z.ZodType<S['GameItem'][]> = z
  .array(z.object({ category_id: text, app_state: flag(0), platform_name: text, game_code: text, name: text, img: text }))
  .transform((rows) =>
    rows.flatMap(({ category_id, ...row }) => (isCategory(category_id) ? [{ ...row, category_id }] : [])),
  );

/** It answers every fishing game whatever provider was asked: keep the asked provider's. */
const slotGames = z.array(z.object({ gamename: text, gamepic: text, gamecode: text, catecode: text }));

export const gameDecoders: Partial<Record<OperationKey, Decoder>> = {
  'GET /api/game/list': schemaDecoder('gameList', gameItems),
  'POST /api/gamelistBycode': decoder('gamelistBycode', (data, _envelope, { request }): S['SlotGame'][] => {
    const asked = typeof request.gamecode === 'string' ? request.gamecode.toLowerCase() : '';
    return parse('gamelistBycode', slotGames, data).filter((game) => !asked || game.catecode.toLowerCase() === asked);
  }),
  'POST /api/getGameUrl': schemaDecoder('getGameUrl', z.object({ url: z.string().min(1) })),
};
