// /lottery?name=: the rooms of one lottery (lottery:list.empty when none), with pull to refresh; a room opens its page.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useHeaderTitle } from '../../kit/headerTitle';
import { ListScreen, type ListDeclaration, type Page } from '../../renderers/list';
import { asOnePage, fetchRooms, lotteriesQuery, lotteryKeys, type RoomSummary } from './api/lotteries';

export function RoomList({ name }: { name: string }) {
  const lotteries = useQuery({ ...lotteriesQuery, meta: { silent: true } });
  useHeaderTitle(lotteries.data?.find((l) => l.name === name)?.title);
  const declaration = useMemo(
    (): ListDeclaration<Page<RoomSummary>> => ({
      queryKey: lotteryKeys.rooms(name),
      fetchPage: async ({ signal }) => asOnePage(await fetchRooms(name, signal)),
      row: {
        className: () => 'lottery-room-row',
        media: { value: 'img', format: { image: { width: 64, height: 64 } }, labelKey: 'lottery:list.roomImage', labelValues: (room) => ({ title: room.title }) },
        fields: [
          [
            { value: 'title', sub: { value: 'online', phrase: { key: 'lottery:list.online', name: 'count' } } },
            { labelKey: 'lottery:list.enter', cta: 'pill' },
          ],
        ],
        to: (room) => `/lottery?room_id=${room.id}`,
      },
      itemKey: (room) => room.id,
      emptyKey: 'lottery:list.empty',
    }),
    [name],
  );
  return <ListScreen declaration={declaration} />;
}
