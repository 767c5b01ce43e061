// Where a slot game opens: the game page with its provider and game code. Pure, unit-tested.
import type { SlotGame } from './api';

export const slotGamePath = (game: SlotGame) =>
  `/gamePage?${new URLSearchParams({ name: game.gamename, type: 'concise', code: game.catecode, game: game.gamecode })}`;
