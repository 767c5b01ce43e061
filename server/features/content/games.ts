// Game platforms for the hall, slot games by provider, and game launch (with the auto-transfer into the venue).
import type { components } from '../../../core/schema';
import type { Db } from '../../base/db/open';
import { findPlatform, listPlatforms, type PlatformRow } from '../../games/platforms';
import { notFound, refused } from '../../base/errors';
import { ok, type HandlerMap } from '../../http/operation';
import { moveAllInto } from '../../ledger/venues';
import { issueTicket } from './demoGame/tickets';
import { contentMsg } from './messages';

type GameItem = components['schemas']['GameItem'];
type SlotGame = components['schemas']['SlotGame'];

/** The local demo game page every launch opens (server/static/content/game.html). */
export const DEMO_GAME_PAGE = '/files/content/game.html';

const toGameItem = (p: PlatformRow): GameItem => ({
  category_id: p.category_id,
  app_state: p.app_state,
  platform_name: p.name,
  game_code: p.game_code,
  name: p.title,
  img: p.img,
});

interface SlotGameRow {
  provider: string;
  gamecode: string;
  gamename: string;
  gamepic: string;
}

const toSlotGame = (g: SlotGameRow): SlotGame => ({ gamename: g.gamename, gamepic: g.gamepic, gamecode: g.gamecode, catecode: g.provider });

function slotProvider(db: Db, name: string): PlatformRow {
  const platform = findPlatform(db, name);
  if (!platform || platform.category_id !== 'concise') throw notFound(contentMsg.unknownProvider);
  return platform;
}

function findSlotGame(db: Db, provider: string, gamecode: string): SlotGameRow | undefined {
  return db.prepare('SELECT * FROM content_slot_games WHERE provider = ? AND gamecode = ?').get(provider, gamecode) as SlotGameRow | undefined;
}

/**
 * The demo page's address for one platform (and one slot game of it, when given). The launch ticket rides in the
 * fragment: the page reads it, no request carries it in a URL (so no log or Referer ever holds it).
 */
export function demoGameUrl(platform: PlatformRow, game: SlotGameRow | undefined, ticket: string): string {
  const query = new URLSearchParams({
    platform: platform.name,
    game: game?.gamecode ?? platform.game_code,
    title: game ? `${platform.title} · ${game.gamename}` : platform.title,
  });
  return `${DEMO_GAME_PAGE}?${query.toString()}#ticket=${ticket}`;
}

export const gameHandlers = {
  // Every platform with its app_state: the client shows only app_state 1 (the spec's rule), the operator sees all.
  gameList: {
    auth: 'visitor',
    run: ({ query, deps }) => ok(listPlatforms(deps.db, { category: query.category || undefined }).map(toGameItem)),
  },

  gamelistBycode: {
    auth: 'visitor',
    run: ({ body, deps }) => {
      const provider = slotProvider(deps.db, body.gamecode);
      const rows = deps.db
        .prepare('SELECT * FROM content_slot_games WHERE provider = ? ORDER BY sort, id')
        .all(provider.name) as SlotGameRow[];
      return ok(rows.map(toSlotGame));
    },
  },

  getGameUrl: {
    auth: 'member',
    run: ({ member, body, deps, token }) => {
      const platform = findPlatform(deps.db, body.plat_name);
      if (!platform) throw notFound(contentMsg.unknownPlatform);
      if (platform.app_state !== 1) throw refused(contentMsg.platformClosed);
      let game: SlotGameRow | undefined;
      if (platform.category_id === 'concise' && body.game_code) {
        game = findSlotGame(deps.db, platform.name, body.game_code);
        if (!game) throw notFound(contentMsg.unknownGame);
      }
      // Auto-transfer: the whole central balance follows the player into the venue. Reading the balance and moving
      // it is one write transaction, so a double tap or a concurrent launch finds nothing left to move.
      if (member.transferstatus === 1) {
        deps.db.transaction(() => moveAllInto(deps.db, deps.ledger, member.id, platform.name, `launch:${platform.name}`)).immediate();
      }
      // A member call always carries the token it was authenticated by ('' would tie the ticket to no session).
      const ticket = issueTicket(deps.db, { userId: member.id, platform: platform.name, game: game?.gamecode ?? platform.game_code }, token ?? '', deps.clock.now());
      return ok({ url: demoGameUrl(platform, game, ticket) });
    },
  },
} satisfies HandlerMap;
