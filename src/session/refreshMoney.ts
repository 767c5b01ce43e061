// The balance refresh of /money and /mine (spec: POST /api/refreshusermoney, "user info, stored"): the member's profile
// with its balances fetched afresh from the venues. Where the back end lacks the call (the wire layer answers it at
// once) or it fails, the plain user call stands in; only when both fail does the one error path say so.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, client, fetchData } from '../api/client';
import { sessionKeys, type User } from './queries';

export async function fetchFreshUser(): Promise<User> {
  try {
    return await fetchData(client.POST('/api/refreshusermoney'));
  } catch (error) {
    // An ended session is the session's to handle, once: asking again would only say it twice.
    if (error instanceof ApiError && error.kind === 'expired') throw error;
    return fetchData(client.POST('/api/user'));
  }
}

/** The refresh button's call: the profile (balance and game balances) it answers replaces the cached one. */
export function useRefreshUserMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchFreshUser,
    meta: { successToast: false },
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.user, user),
  });
}
