// Game launch, the pages that open in frames, and the slot games of each provider.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, fetchData, unwrap } from '../../api/client';
import { CENTRAL_WALLET } from '../../../core/constants';
import { sessionKeys } from '../../session/queries';
import type { components } from '../../../core/schema';
import { gameTypeFor } from '../../api/wire';

export type SlotGame = components['schemas']['SlotGame'];
/** What the game page knows: the platform, its category (from the tile) and, for a slot game, its code. */
type GameLaunch = Pick<components['schemas']['GameUrlRequest'], 'plat_name' | 'game_code'> & { category?: components['schemas']['GameCategory'] };

/**
 * A game's launch URL. Asked afresh each time the page opens (with auto-transfer on, the launch moves the central
 * balance into the venue), never retried behind the player's back and never kept.
 */
export const gameUrlQuery = (request: GameLaunch) =>
  queryOptions({
    queryKey: ['games', 'url', request],
    queryFn: ({ signal }) => {
      const { category, ...launch } = request;
      // The back end's game_type for the category (the reference server's default 0 when the page doesn't know it).
      const body = { ...launch, game_type: category ? gameTypeFor(category) : 0, is_mobile_url: 1 as const };
      return fetchData(client.POST('/api/getGameUrl', { body, signal }));
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const serviceUrlQuery = queryOptions({
  queryKey: ['games', 'serviceUrl'],
  queryFn: ({ signal }) => fetchData(client.POST('/api/getservicerurl', { signal })),
  staleTime: 10 * 60_000,
});

export const agentLoginUrlQuery = queryOptions({
  queryKey: ['games', 'agentLoginUrl'],
  queryFn: ({ signal }) => fetchData(client.GET('/api/getAgentLoginUrl', { signal })),
  staleTime: 10 * 60_000,
});

/** The game list's concise platforms: /concise's tabs (slotProviders.ts), the back end's catalogue, not ours. */
export const slotProvidersQuery = queryOptions({
  queryKey: ['games', 'slotProviders'],
  queryFn: ({ signal }) => fetchData(client.GET('/api/game/list', { params: { query: { category: 'concise' } }, signal })),
  staleTime: 10 * 60_000,
  meta: { silent: true },
});

export const slotGamesQuery = (provider: string) =>
  queryOptions({
    queryKey: ['games', 'slots', provider],
    queryFn: ({ signal }) => fetchData(client.POST('/api/gamelistBycode', { body: { gamecode: provider }, signal })),
    staleTime: 5 * 60_000,
  });

/** The venue wallets' balances, read once as the game page opens (is there anything to play with?). */
export const venueBalancesOnceQuery = queryOptions({
  queryKey: ['games', 'venueBalances'],
  queryFn: ({ signal }) => fetchData(client.POST('/api/balancelist', { signal })),
  staleTime: 0,
  gcTime: 0,
  meta: { silent: true },
});

/** Moves `amount` from the central wallet into the game's venue; the server's message is the green toast. */
export function useMoveIntoVenue(venue: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: string) => unwrap(client.POST('/api/transfer', { body: { amount, sourcetype: CENTRAL_WALLET, targettype: venue } })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
  });
}

/** Turns auto-transfer on: from now on each launch brings the central balance into the venue. */
export function useTurnOnAutoTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.POST('/api/uptransferstatus', { body: { transferstatus: 1 } })),
    meta: { successToast: false },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
  });
}
