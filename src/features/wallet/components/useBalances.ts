// The member's balances on a wallet screen: the central wallet (profile) and every venue, polled at the screen's
// interval while it is mounted, the member logged in and the page visible (TanStack pauses polls while it is hidden).
// Each amount says when it was answered (a kept one, from an earlier visit, is marked: src/kit/KeptMoney.tsx); a money
// form takes its own limits, fresh answers only (the form renderer's `limits`).
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userQuery } from '../../../session/queries';
import { useRefreshUserMoney } from '../../../session/refreshMoney';
import { useIsLoggedIn } from '../../../session/tokenStore';
import { venueBalancesQuery } from '../api/venues';
import { sumMoney } from '../money';

/** `venuesEveryMs` false: the venue list is read once (and after each move or refresh), only the balance polls. */
export function useBalances(intervalMs: number, venuesEveryMs: number | false = intervalMs) {
  const loggedIn = useIsLoggedIn();
  const user = useQuery({ ...userQuery, refetchInterval: intervalMs, enabled: loggedIn, meta: { silent: true } });
  const venues = useQuery({ ...venueBalancesQuery(venuesEveryMs), enabled: loggedIn });
  const refreshMoney = useRefreshUserMoney();
  const { mutateAsync: refreshUser } = refreshMoney;
  const { refetch: refetchVenues } = venues;
  // The refresh button asks /api/refreshusermoney (the user call where that fails), and the venues' list again.
  const refresh = useCallback(() => Promise.all([refreshUser().catch(() => undefined), refetchVenues()]), [refreshUser, refetchVenues]);
  // The venues' own list is the freshest game balance; the profile's sum stands in until it arrives.
  const game = venues.data ? sumMoney(venues.data.map((v) => v.balance)) : user.data?.gameblance;
  const mainAt = user.dataUpdatedAt;
  const gameAt = venues.data ? venues.dataUpdatedAt : mainAt;
  return {
    user: user.data,
    /** When each amount was answered (its query's dataUpdatedAt): the total is as old as the older of the two. */
    answeredAt: { main: mainAt, game: gameAt, venues: venues.dataUpdatedAt, total: Math.min(mainAt, gameAt) },
    venues: venues.data,
    venuesPending: venues.isPending,
    // A failed poll keeps the last list; only a list that never arrived is shown as a failure.
    venuesFailed: venues.isError && !venues.data ? { error: venues.error, retry: () => void refetchVenues(), retrying: venues.isFetching } : undefined,
    main: user.data?.balance,
    game,
    total: user.data && game !== undefined ? sumMoney([user.data.balance, game]) : undefined,
    refresh,
    refreshing: user.isFetching || venues.isFetching || refreshMoney.isPending,
  };
}
