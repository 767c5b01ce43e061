// The room sockets of one server: who is in which room, broadcasts, idle sockets dropped, and the admin's drop-all.
import type { WebSocket } from 'ws';
import type { components } from '../../../src/api/schema';

export type WsServerMessage = components['schemas']['WsServerMessage'];

export interface RoomClient {
  socket: WebSocket;
  roomId: number;
  userId: number;
  token: string;
  /** Real time (not the server's possibly moved clock) of the last message received. */
  lastSeen: number;
  /** Chat sends in the current rate window. */
  recentSends: number[];
}

/** Close codes: 4001 the session is not valid (no reconnecting), 4004 no such room, 4008 idle, 4012 dropped by the admin. */
export const CLOSE = { unauthorized: 4001, noRoom: 4004, idle: 4008, dropped: 4012 } as const;

export class RoomHub {
  private readonly rooms = new Map<number, Set<RoomClient>>();

  join(client: RoomClient): void {
    let members = this.rooms.get(client.roomId);
    if (!members) this.rooms.set(client.roomId, (members = new Set()));
    members.add(client);
  }

  leave(client: RoomClient): void {
    const members = this.rooms.get(client.roomId);
    members?.delete(client);
    if (members?.size === 0) this.rooms.delete(client.roomId);
  }

  /** Members (not sockets: one member may have two tabs open) in a room now. */
  online(roomId: number): number {
    return new Set([...(this.rooms.get(roomId) ?? [])].map((c) => c.userId)).size;
  }

  send(client: RoomClient, message: WsServerMessage): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  }

  broadcast(roomIds: readonly number[], message: WsServerMessage): void {
    const text = JSON.stringify(message);
    for (const roomId of roomIds) {
      for (const client of this.rooms.get(roomId) ?? []) {
        if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
      }
    }
  }

  private all(): RoomClient[] {
    return [...this.rooms.values()].flatMap((members) => [...members]);
  }

  /** Closes every socket (the clients reconnect by themselves); answers how many. */
  dropAll(): number {
    const clients = this.all();
    clients.forEach((c) => c.socket.close(CLOSE.dropped, 'dropped'));
    return clients.length;
  }

  /** Closes the sockets silent for longer than `idleMs`. */
  sweepIdle(nowMs: number, idleMs: number): void {
    for (const client of this.all()) {
      if (nowMs - client.lastSeen > idleMs) client.socket.close(CLOSE.idle, 'idle');
    }
  }

  closeAll(): void {
    this.all().forEach((c) => c.socket.terminate());
    this.rooms.clear();
  }
}
