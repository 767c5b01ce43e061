// The room's socket for a screen: its state, chat sends, and slips to share, which wait for the socket if it is
// down and go out as soon as it is back (the server shares a slip once, however often it is sent).
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { POLL_MS } from '../../../../core/constants';
import { probeLines } from '../../../api/lines/probe';
import { currentLine, lineList, socketBase, subscribeLines } from '../../../api/lines/state';
import { RoomSocket, type SocketState, type WsServerMessage } from './roomSocket';
import { roomSocketUrl } from './wsUrl';

/** The socket of the line in use (src/api/lines): a drop reconnects there, and a move to another line moves the socket. */
const lineSocket = () => socketBase(currentLine());

export interface RoomSocketHandlers {
  onMessage(message: WsServerMessage): void;
  /** The socket is back after a drop: what was missed meanwhile should be fetched. */
  onReconnected(): void;
  /** The server refused the session or the room for good. */
  onRefused(code: number): void;
}

export function useRoomSocket(roomId: number, token: string | null, handlers: RoomSocketHandlers) {
  const [state, setState] = useState<SocketState>('connecting');
  const socketRef = useRef<RoomSocket | null>(null);
  const outbox = useRef<string[]>([]);
  const latest = useRef(handlers);
  const base = useSyncExternalStore(subscribeLines, lineSocket);
  /** The room had a socket before this one (the line moved): its first open is a reconnection, what was missed is fetched. */
  const replaced = useRef(false);
  useEffect(() => {
    latest.current = handlers;
  });

  const flush = useCallback(() => {
    const socket = socketRef.current;
    while (socket && outbox.current.length > 0) {
      if (!socket.send({ type: 'send', content: outbox.current[0]!, order: 1 })) return;
      outbox.current.shift();
    }
  }, []);

  useEffect(() => {
    if (!token) return;
    const socket = new RoomSocket({
      url: () => roomSocketUrl(lineSocket(), window.location, roomId, token),
      pingMs: POLL_MS.wsPing,
      onState: (next) => {
        setState(next);
        // Dropped: the lines are probed, and a move off a dead line brings the socket to the new one (`base`).
        if (next === 'reconnecting' && lineList().length > 1) void probeLines();
      },
      onMessage: (message) => latest.current.onMessage(message),
      onOpen: (again) => {
        flush();
        if (again || replaced.current) latest.current.onReconnected();
      },
      onFatal: (code) => latest.current.onRefused(code),
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      socketRef.current = null;
      replaced.current = true;
      socket.stop();
    };
  }, [roomId, token, flush, base]);

  /** A chat line; false when the socket is not open (the input keeps the text). */
  const sendChat = useCallback((content: string) => socketRef.current?.send({ type: 'send', content, order: 0 }) ?? false, []);

  const shareOrder = useCallback(
    (orderNo: string) => {
      outbox.current.push(orderNo);
      flush();
    },
    [flush],
  );

  return { state, sendChat, shareOrder };
}
