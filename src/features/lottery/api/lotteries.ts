// The lotteries (names, titles, types) and the rooms of one lottery; both come whole, shown as a list of one page.
import { queryOptions } from '@tanstack/react-query';
import { client, fetchData } from '../../../api/client';
import type { components } from '../../../../core/schema';
import type { Page } from '../../../renderers/list';

export type Lottery = components['schemas']['Lottery'];
export type RoomSummary = components['schemas']['LotteryRoomSummary'];

export const lotteryKeys = {
  list: ['lottery', 'list'] as const,
  listPages: ['lottery', 'listPages'] as const,
  rooms: (name: string) => ['lottery', 'rooms', name] as const,
  room: (roomId: number) => ['lottery', 'room', roomId] as const,
};

/** A whole list as the list renderer's one and only page. */
export const asOnePage = <T>(rows: T[]): Page<T> => ({
  data: rows,
  total: rows.length,
  last_page: 1,
  current_page: 1,
  per_page: Math.max(1, rows.length),
});

export const fetchLotteries = (signal: AbortSignal) => fetchData(client.POST('/api/lotteryList', { signal }));

export const fetchRooms = (name: string, signal: AbortSignal) => fetchData(client.POST('/api/lotteryRoom', { body: { name }, signal }));

/** For titles: which lottery a name is. */
export const lotteriesQuery = queryOptions({
  queryKey: lotteryKeys.list,
  queryFn: ({ signal }) => fetchLotteries(signal),
  staleTime: 5 * 60_000,
});
