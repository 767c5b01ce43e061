// The spec's "message count" in client storage: how many announcements this device has seen. The unread number
// (announcements in all, less those seen) is a badge on the hall's notice bar and on the member centre's messages entry; opening the
// announcements marks them all read. Kept on the device, across sessions and visitors alike (notices are public).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { client, fetchData } from '../api/client';
import { usePaintSettled } from '../lib/usePaintSettled';

const SEEN_KEY = 'app.noticesSeen';
const listeners = new Set<() => void>();

function readSeen(): number {
  try {
    return Number(localStorage.getItem(SEEN_KEY)) || 0;
  } catch {
    return 0; // storage disabled: every notice counts as unread
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener); // another tab read them
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** How many announcements there are: page 1's total (the same call the announcements list makes). */
export const noticeTotalQuery = queryOptions({
  queryKey: ['notices', 'total'],
  queryFn: async ({ signal }) => (await fetchData(client.POST('/api/noticeList', { body: { page: 1 }, signal }))).total,
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

export function useUnreadNotices(): number {
  // The count is never what a screen is opened for: its call waits until the screen showing it has been painted (a
  // return visit shows the count kept on the device meanwhile), instead of going out, and being answered, before that.
  const total = useQuery({ ...noticeTotalQuery, enabled: usePaintSettled() }).data ?? 0;
  const seen = useSyncExternalStore(subscribe, readSeen);
  return Math.max(0, total - seen);
}

/** The announcements are on screen: all of them count as read. */
export function useMarkNoticesRead(): void {
  const total = useQuery({ ...noticeTotalQuery, staleTime: 0 }).data;
  useEffect(() => {
    if (total === undefined) return;
    try {
      localStorage.setItem(SEEN_KEY, String(total));
    } catch {
      return;
    }
    listeners.forEach((listener) => listener());
  }, [total]);
}

/**
 * The unread number as a small badge that says what it counts on screen ("12 unread"), or nothing when all are read: a
 * bare number on an icon means nothing to a player who cannot see what it counts.
 */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return <span className="app-badge app-badge-words">{t('common:unreadCount', { number: count > 99 ? '99+' : count })}</span>;
}
