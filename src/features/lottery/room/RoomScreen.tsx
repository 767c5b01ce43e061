// /lottery?room_id=: a live room. The countdown runs on the room's answer; the socket brings chat, slips and the
// period notices, and a result or a new period fetches the room again; a reconnect catches up on the chat missed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useHeaderTitle } from '../../../kit/headerTitle';
import { toast } from '../../../kit/toast';
import { LoadFailed, LoadingSkeleton } from '../../../renderers/states';
import { userQuery } from '../../../session/queries';
import { useToken } from '../../../session/tokenStore';
import { roomQuery } from '../api/room';
import { BetPanel } from '../bet/BetPanel';
import { ChatArea } from '../chat/ChatArea';
import { ChatComposer } from '../chat/ChatComposer';
import { ChatFeed } from '../chat/chatFeed';
import type { WsServerMessage } from '../socket/roomSocket';
import { useRoomSocket } from '../socket/useRoomSocket';
import { RoomGone } from './RoomGone';
import { RoomStatus } from './RoomStatus';
import { withServerClosed } from './countdown';
import { useCountdown } from './useCountdown';

export function RoomScreen({ roomId }: { roomId: number }) {
  const token = useToken();
  const queryClient = useQueryClient();
  // Quiet: a failed room says so once, on the page (a refused socket asking again would toast it twice).
  const room = useQuery({ ...roomQuery(roomId), meta: { silent: true } });
  const gone = !room.data && room.error instanceof ApiError && room.error.kind === 'business' ? room.error : null;
  const user = useQuery({ ...userQuery, meta: { silent: true } });
  // The chat lives outside React state: its pushes re-render the chat alone, in batches.
  const [chat] = useState(() => new ChatFeed());
  useEffect(() => () => chat.stop(), [chat]);
  const [panelOpen, setPanelOpen] = useState(false);
  const data = room.data;
  useHeaderTitle(data ? `${data.lottery.title} · ${data.title}` : null);

  const { refetch } = room;
  const refetchRoom = useCallback(() => void refetch(), [refetch]);
  const anchor = useMemo(
    () => (data ? { timeout: data.lottery.nowdata.timeout, ftime: data.ftime, at: room.dataUpdatedAt } : null),
    [data, room.dataUpdatedAt],
  );
  const ticking = useCountdown(anchor, refetchRoom);
  // The server's 'closed' notice wins over a countdown up to a second behind it (timeout is rounded down).
  const [closedExpect, setClosedExpect] = useState<string | null>(null);
  const view = ticking && data ? withServerClosed(ticking, closedExpect, data.lottery.nowdata.nextexpect) : ticking;

  // Each answer's stored chat joins the log once.
  useEffect(() => {
    if (data) chat.merge(data.chatdata);
  }, [chat, data]);

  // Below the cut-off the panel closes by itself, and stays closed when the next period opens.
  const bettingOpen = view?.phase === 'open';
  if (!bettingOpen && panelOpen) setPanelOpen(false);

  const pushChat = chat.push;
  const onMessage = useCallback(
    (message: WsServerMessage) => {
      if (message.type === 'chat') pushChat(message);
      else if (message.type === 'sysmsg') {
        pushChat(message);
        if (message.event === 'closed') setClosedExpect(message.expect);
        else refetchRoom();
        // A result may have paid the member: show the balance after it.
        if (message.event === 'result') void queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
      } else if (message.type === 'error') toast.fail(message.message);
    },
    [refetchRoom, queryClient, pushChat],
  );
  const socket = useRoomSocket(roomId, gone ? null : token, {
    onMessage,
    onReconnected: refetchRoom,
    // The session or the room is gone: asking again shows which (a 401 ends the session, a 404 says so).
    onRefused: () => {
      void queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
      refetchRoom();
    },
  });

  if (room.isPending) return <LoadingSkeleton cards={4} />;
  if (gone) return <RoomGone message={gone.message} />;
  if (!data || !view) return <LoadFailed error={room.error} retrying={room.isFetching} onRetry={refetchRoom} />;

  return (
    <div className="lottery-room">
      <RoomStatus room={data} view={view} socket={socket.state} />
      <ChatArea feed={chat} myId={user.data?.id} />
      <ChatComposer connected={socket.state === 'open'} bettingOpen={bettingOpen} onSend={socket.sendChat} onBet={() => setPanelOpen(true)} />
      <BetPanel
        room={data}
        view={view}
        visible={panelOpen}
        balance={user.data?.balance}
        onClose={() => setPanelOpen(false)}
        onPlaced={(result) => {
          setPanelOpen(false);
          socket.shareOrder(result.order_no);
        }}
      />
    </div>
  );
}
