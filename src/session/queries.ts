// The session's server state: site settings (for the maintenance gate and the title) and the member's profile.
// Both are kept on the device for the next visit (./kept), which paints them at once, then refreshes them.
import { queryOptions } from '@tanstack/react-query';
import { client, fetchData } from '../api/client';
import type { components } from '../../core/schema';
import type { User as DomainUser } from '../api/wire/domain';
import { requestAppInfo } from './appInfoRequest';

export type AppInfo = components['schemas']['AppInfo'];
/** The contract's, but a back end may not send `uid` (then the id is the member number). */
export type User = DomainUser;

export const sessionKeys = {
  appInfo: ['session', 'appInfo'] as const,
  user: ['session', 'user'] as const,
};

export const appInfoQuery = queryOptions({
  queryKey: sessionKeys.appInfo,
  queryFn: ({ signal }) => requestAppInfo({ signal }),
  staleTime: 60_000,
  // Once failed, a screen mounting does not ask again (each would, with its retries: a storm on a failing server);
  // the failure bar's retry, the minute's poll and the network coming back do.
  retryOnMount: false,
  meta: { silent: true },
});

export const userQuery = queryOptions({
  queryKey: sessionKeys.user,
  queryFn: ({ signal }): Promise<User> => fetchData(client.POST('/api/user', { signal })),
});
