// One room: its lottery's open period and history, the plays and the recent chat.
import { queryOptions } from '@tanstack/react-query';
import { client, fetchData } from '../../../api/client';
import type { components } from '../../../../core/schema';
import { lotteryKeys } from './lotteries';

export type Room = components['schemas']['LotteryRoom'];
export type PlayGroup = components['schemas']['PlayGroup'];
export type PlayItem = components['schemas']['PlayItem'];
export type OpenResult = components['schemas']['OpenResult'];
export type ResultExtend = components['schemas']['ResultExtend'];

export const roomQuery = (roomId: number) =>
  queryOptions({
    queryKey: lotteryKeys.room(roomId),
    queryFn: ({ signal }) => fetchData(client.GET('/api/lotteryRoom', { params: { query: { room_id: roomId } }, signal })),
    // The countdown is anchored on when this answer came: never show a cached one as if it were new.
    staleTime: 0,
    gcTime: 0,
  });
