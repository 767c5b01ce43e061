// @vitest-environment node
// /concise's tabs come from the back end's game list: its concise providers, shown ones only, each once, named by
// its platform row; games the list names itself stand in when the games call has none.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { laravelDialect } from '../../src/api/wire/laravel';
import { pickProvider, slotProvidersOf } from '../../src/features/games/slotProviders';
import { SLOT_PROVIDER_DEFAULT } from '../../core/constants';
import type { components } from '../../core/schema';

type GameItem = components['schemas']['GameItem'];
const row = (platform_name: string, game_code: string, name: string, patch: Partial<GameItem> = {}): GameItem => ({
  category_id: 'concise', app_state: 1, platform_name, game_code, name, img: `/img/${platform_name}-${game_code}.png`, ...patch,
});

describe('slotProvidersOf', () => {
  it('lists each concise provider once, in the list\'s order, named by its platform row', () => {
    const providers = slotProvidersOf([
      row('JDB', '0', 'JDB Slots'),
      row('AG', '0', 'AG Live', { category_id: 'realbet' }),
      row('PG', 'PG', 'PG Soft'),
      row('CQ9', '0', 'CQ9', { app_state: 0 }),
      row('pg', '65', 'Mahjong Ways'),
    ]);
    expect(providers.map((p) => [p.key, p.title])).toEqual([['JDB', 'JDB Slots'], ['PG', 'PG Soft']]);
    expect(providers[1]!.listed).toEqual([{ gamename: 'Mahjong Ways', gamepic: '/img/pg-65.png', gamecode: '65', catecode: 'pg' }]);
  });

  it('names a provider listed only by its games by its platform name', () => {
    expect(slotProvidersOf([row('PG', '65', 'Mahjong Ways'), row('PG', '54', 'Captain Bounty')])).toEqual([
      { key: 'PG', title: 'PG', listed: [expect.objectContaining({ gamecode: '65' }), expect.objectContaining({ gamecode: '54' })] },
    ]);
  });

  it('reads the real Laravel game list (captured): its slot provider is PG, with its two games', () => {
    const captured: unknown = JSON.parse(readFileSync('tests/fixtures/laravel/captured/game_list.json', 'utf8'));
    const items = laravelDialect.decoders['GET /api/game/list']!(captured, { request: {}, dateHeader: null }).data as GameItem[];
    const [provider, ...others] = slotProvidersOf(items);
    expect(others).toEqual([]);
    expect(provider).toMatchObject({ key: 'PG', title: 'PG' });
    expect(provider!.listed.map((game) => game.gamecode)).toEqual(['65', '54']);
  });
});

describe('pickProvider', () => {
  const providers = slotProvidersOf([row('JDB', '0', 'JDB'), row(SLOT_PROVIDER_DEFAULT.toUpperCase(), '0', 'OB'), row('PG', '0', 'PG')]);
  it('takes the asked one in any case, else the spec\'s default where listed, else the first', () => {
    expect(pickProvider(providers, 'pg')?.key).toBe('PG');
    expect(pickProvider(providers, 'nope')?.key).toBe(SLOT_PROVIDER_DEFAULT.toUpperCase());
    expect(pickProvider(providers.filter((p) => p.title !== 'OB'), null)?.key).toBe('JDB');
    expect(pickProvider([], 'pg')).toBeUndefined();
  });
});
