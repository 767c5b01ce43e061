// The session's server state: site settings (for the maintenance gate and the title) and the member's profile.
// Both are cached for the tab (sessionStorage) so a reload paints at once, then refreshed from the server.
import { queryOptions } from '@tanstack/react-query';
import { client, fetchData } from '../api/client';
import type { components } from '../../core/schema';
import type { User as DomainUser } from '../api/wire/domain';
import { requestAppInfo } from './appInfoRequest';
import { SESSION_KEYS, sessionStore } from './storage';

export type AppInfo = components['schemas']['AppInfo'];
/** The contract's, but a back end may not send `uid` (then the id is the member number). */
export type User = DomainUser;

export const sessionKeys = {
  appInfo: ['session', 'appInfo'] as const,
  user: ['session', 'user'] as const,
};

export const appInfoQuery = queryOptions({
  queryKey: sessionKeys.appInfo,
  queryFn: async ({ signal }) => {
    const info = await requestAppInfo({ signal });
    sessionStore.setJson(SESSION_KEYS.appInfo, info);
    return info;
  },
  initialData: () => sessionStore.getJson<AppInfo>(SESSION_KEYS.appInfo),
  initialDataUpdatedAt: 0,
  staleTime: 60_000,
  // Once failed, a screen mounting does not ask again (each would, with its retries: a storm on a failing server);
  // the failure bar's retry, the minute's poll and the network coming back do.
  retryOnMount: false,
  meta: { silent: true },
});

export const userQuery = queryOptions({
  queryKey: sessionKeys.user,
  queryFn: async ({ signal }): Promise<User> => {
    const user = await fetchData(client.POST('/api/user', { signal }));
    sessionStore.setJson(SESSION_KEYS.user, user);
    return user;
  },
  initialData: () => sessionStore.getJson<User>(SESSION_KEYS.user),
  initialDataUpdatedAt: 0,
});
