// /lottery?name=: the rooms of one lottery (lottery:list.empty when none), with pull to refresh; a room opens its page.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderTitle } from '../../app/headerTitle';
import { ListScreen, type ListDeclaration, type Page } from '../../renderers/list';
import { asOnePage, fetchRooms, lotteriesQuery, lotteryKeys, type RoomSummary } from './api/lotteries';
import { AppLink } from '../../app/AppLink';

function RoomRow({ room }: { room: RoomSummary }) {
  const { t } = useTranslation();
  return (
    <AppLink to={`/lottery?room_id=${room.id}`} className="lottery-room-row">
      <img className="lottery-room-img" src={room.img} alt={t('lottery:list.roomImage', { title: room.title })} width={64} height={64} loading="lazy" />
      <span className="lottery-room-text">
        <span className="lottery-room-title">{room.title}</span>
        <span className="lottery-room-online">{t('lottery:list.online', { count: room.online })}</span>
      </span>
      <span className="lottery-room-enter">{t('lottery:list.enter')}</span>
    </AppLink>
  );
}

export function RoomList({ name }: { name: string }) {
  const lotteries = useQuery({ ...lotteriesQuery, meta: { silent: true } });
  useHeaderTitle(lotteries.data?.find((l) => l.name === name)?.title);
  const declaration = useMemo(
    (): ListDeclaration<Page<RoomSummary>> => ({
      queryKey: lotteryKeys.rooms(name),
      fetchPage: async ({ signal }) => asOnePage(await fetchRooms(name, signal)),
      renderItem: (room) => <RoomRow room={room} />,
      itemKey: (room) => room.id,
      emptyKey: 'lottery:list.empty',
    }),
    [name],
  );
  return <ListScreen declaration={declaration} />;
}
