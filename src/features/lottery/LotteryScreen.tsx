// /lottery: ?room_id= opens a room, ?name= lists a lottery's rooms, neither lists the lotteries. The route's guard
// (memberToast) already turned visitors away with errors:loginRequired.
import './locale';
import { useSearchParams } from 'react-router-dom';
import { LotteryIndex } from './LotteryIndex';
import { RoomScreen } from './room/RoomScreen';
import { RoomList } from './RoomList';
import './lottery.css';

export default function LotteryScreen() {
  const [search] = useSearchParams();
  const roomId = search.get('room_id');
  const name = search.get('name');
  if (roomId && /^[1-9]\d{0,9}$/.test(roomId)) return <RoomScreen key={roomId} roomId={Number(roomId)} />;
  if (name) return <RoomList key={name} name={name} />;
  return <LotteryIndex />;
}
