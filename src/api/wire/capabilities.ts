// The light half of each dialect, needed before any call (the hall's tiles, the registration form): what its back
// end offers and how a game launch names a category. No zod here: the decoders load only with their dialect.
import { PASSWORD_LENGTH } from '../../../core/constants';
import type { components } from '../../../core/schema';
import type { Capabilities, DialectName } from './types';

type GameCategory = components['schemas']['GameCategory'];

export const CAPABILITIES: Record<DialectName, Capabilities> = {
  reference: { lotteryRooms: true, registerPasswordMin: PASSWORD_LENGTH.min, articlePages: true, redPacketSpecHours: true },
  // Laravel (endian001/javaxiangmu): no lottery-room calls and no room WebSocket (routes/api.php), so a lottery
  // platform opens as a third-party game; registration takes passwords of 8 or more (AuthController.php:40-46); its
  // articles have no about or sponsorship types (IndexController.php:750-755 answers data null), which the legacy
  // client kept as its own text and as the back end's /h5/1.html and /h5/2.html.
  // Its red packets run while a rule's dates hold and count the day's deposits (PayController.php:1356-1408).
  laravel: { lotteryRooms: false, registerPasswordMin: 8, articlePages: false, redPacketSpecHours: false },
};

/** Laravel's getGameUrl wants the category, as its 1-7 (IndexController.php:1606-1657), not the contract's 0. */
const LARAVEL_GAME_TYPE: Record<GameCategory, number> = { realbet: 1, fishing: 2, concise: 3, lottery: 4, sport: 5, joker: 6, gaming: 7 };

/** The `game_type` a launch of a platform of this category sends (the reference server's default 0 knows it itself). */
export const GAME_TYPE: Record<DialectName, (category: GameCategory) => number> = {
  reference: () => 0,
  laravel: (category) => LARAVEL_GAME_TYPE[category],
};
