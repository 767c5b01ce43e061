// The room sockets of one server: who is in which room, broadcasts, idle sockets dropped, and the admin's drop-all.
import type { WebSocket } from 'ws';
import type { components } from '../../../core/schema';
import type { EndedSessions } from '../../auth/sessionEvents';
import { tokenHash } from '../../auth/tokens';
import { lotteryMsg } from './messages';

export type WsServerMessage = components['schemas']['WsServerMessage'];

export interface RoomClient {
  socket: WebSocket;
  roomId: number;
  userId: number;
  token: string;
  /** The address the socket came from (chat is limited per address too). */
  ip: string;
  /** Real time (not the server's possibly moved clock) of the last message received. */
  lastSeen: number;
}

/**
 * Close codes: 4001 the session is not valid (no reconnecting), 4004 no such room, 4008 idle, 4009 the member opened
 * more sockets than MAX_SOCKETS_PER_MEMBER (their oldest goes), 4012 dropped by the admin. A socket that stopped reading
 * is cut without a close frame (it would wait behind the unread data): the phone sees 1006 and reconnects.
 */
export const CLOSE = { unauthorized: 4001, noRoom: 4004, idle: 4008, tooManySockets: 4009, dropped: 4012 } as const;

/** Sockets one member may hold in rooms at once (tabs, a reconnect before the old socket is seen gone). */
export const MAX_SOCKETS_PER_MEMBER = 5;

/**
 * Bytes written to a socket and not yet taken by its phone (beyond what the operating system holds) after which a
 * broadcast drops the socket rather than queue more: some thousands of chat lines behind, the phone has stopped reading
 * (a frozen tab, a dead link not yet noticed). It reconnects by itself and catches up from the room's stored chat, so a
 * stalled phone neither grows the server's memory without end nor holds up the others.
 */
export const MAX_BUFFERED_BYTES = 512 * 1024;

export class RoomHub {
  private readonly rooms = new Map<number, Set<RoomClient>>();
  /** Each member's sockets, oldest first. */
  private readonly byMember = new Map<number, RoomClient[]>();

  /** Adds the socket; the member's oldest sockets beyond MAX_SOCKETS_PER_MEMBER are told why and closed. */
  join(client: RoomClient): void {
    const mine = this.byMember.get(client.userId) ?? [];
    for (const old of mine.slice(0, Math.max(0, mine.length + 1 - MAX_SOCKETS_PER_MEMBER))) {
      this.leave(old);
      this.send(old, { type: 'error', message: lotteryMsg.tooManySockets });
      old.socket.close(CLOSE.tooManySockets, 'too many sockets');
    }
    this.byMember.set(client.userId, [...(this.byMember.get(client.userId) ?? []), client]);
    let members = this.rooms.get(client.roomId);
    if (!members) this.rooms.set(client.roomId, (members = new Set()));
    members.add(client);
  }

  leave(client: RoomClient): void {
    const mine = this.byMember.get(client.userId)?.filter((c) => c !== client) ?? [];
    if (mine.length) this.byMember.set(client.userId, mine);
    else this.byMember.delete(client.userId);
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

  /**
   * One message to every socket of the rooms: serialised and encoded once, then only written (a Buffer goes out as it
   * is, where a string would be encoded again for each socket). A socket too far behind is dropped, not waited on.
   */
  broadcast(roomIds: readonly number[], message: WsServerMessage): void {
    const data = Buffer.from(JSON.stringify(message));
    const stalled: RoomClient[] = [];
    for (const roomId of roomIds) {
      for (const client of this.rooms.get(roomId) ?? []) {
        const { socket } = client;
        if (socket.readyState !== socket.OPEN) continue;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) stalled.push(client);
        else socket.send(data, { binary: false });
      }
    }
    for (const client of stalled) {
      this.leave(client);
      client.socket.terminate();
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

  /** Closes the sockets of sessions that ended (logout, password change, expiry...): they stop hearing the room. */
  endSessions(ended: EndedSessions): void {
    const hashes = new Set(ended.tokenHashes);
    for (const client of this.byMember.get(ended.userId) ?? []) {
      if (hashes.has(tokenHash(client.token))) {
        this.leave(client);
        this.send(client, { type: 'error', message: lotteryMsg.wsLoginRequired });
        client.socket.close(CLOSE.unauthorized, 'session ended');
      }
    }
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
    this.byMember.clear();
  }
}
