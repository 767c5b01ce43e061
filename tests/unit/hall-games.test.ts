// @vitest-environment node
// The hall's game rules: only app_state 1 shows, the category order, and where each kind of tile leads.
import { describe, expect, it } from 'vitest';
import { CATEGORY_LABEL, gamePathOf, HALL_CATEGORIES, OLD_HALL_CATEGORIES, shownGames, type GameItem } from '../../src/features/hall/games';

const item = (patch: Partial<GameItem>): GameItem => ({
  category_id: 'sport',
  app_state: 1,
  platform_name: 'ldty',
  game_code: 'ldty',
  name: 'Thunder Sports',
  img: '/files/images/platforms/ldty.svg',
  ...patch,
});

describe('shownGames', () => {
  it('keeps only platforms switched on, in their order', () => {
    const list = [item({ platform_name: 'a' }), item({ platform_name: 'b', app_state: 0 }), item({ platform_name: 'c' })];
    expect(shownGames(list).map((g) => g.platform_name)).toEqual(['a', 'c']);
  });

  it('shows nothing when every platform is off, and leaves the input alone', () => {
    const list = [item({ app_state: 0 }), item({ app_state: 0 })];
    expect(shownGames(list)).toEqual([]);
    expect(list).toHaveLength(2);
  });
});

describe('categories', () => {
  it('has the spec\'s hall tabs 0-6 and the alternative sidebar', () => {
    expect(HALL_CATEGORIES).toEqual(['concise', 'sport', 'lottery', 'gaming', 'joker', 'realbet', 'fishing']);
    expect(OLD_HALL_CATEGORIES).toEqual(['realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery']);
    expect(Object.keys(CATEGORY_LABEL).sort()).toEqual([...HALL_CATEGORIES].sort());
  });
});

describe('gamePathOf', () => {
  it('opens a lottery platform\'s room list by its lottery name', () => {
    expect(gamePathOf(item({ category_id: 'lottery', platform_name: 'cpgc', game_code: 'pc28' }))).toBe('/lottery?name=pc28');
  });

  it('opens a slot platform\'s game list', () => {
    expect(gamePathOf(item({ category_id: 'concise', platform_name: 'pp' }))).toBe('/concise?type=pp');
  });

  it('opens any other platform\'s game page with name, type and code, encoded', () => {
    const path = gamePathOf(item({ category_id: 'realbet', platform_name: 'hqzr', name: 'Global Live & Co' }));
    expect(path.startsWith('/gamePage?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(path.split('?')[1]))).toEqual({ name: 'Global Live & Co', type: 'realbet', code: 'hqzr' });
  });
});
