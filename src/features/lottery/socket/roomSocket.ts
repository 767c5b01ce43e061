// The room's WebSocket: connects, pings every POLL_MS.wsPing (the spec's plain text `ping`), and after any drop reconnects by itself with a growing
// back-off until it is stopped. A socket that stops answering pings is given up and replaced. The server closing
// with 4001 (session not valid) or 4004 (no such room) ends it for good: reconnecting would not help.
import type { components } from '../../../../core/schema';

export type WsServerMessage = components['schemas']['WsServerMessage'];
export type WsClientMessage = components['schemas']['WsClientMessage'];
export type SocketState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The part of the browser's WebSocket used here (tests hand in a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export const FATAL_CLOSE_CODES: readonly number[] = [4001, 4004];
const OPEN = 1;
/** The keep-alive as the spec sends it: the bare word, not JSON (the reference server takes both). */
export const PING_FRAME = 'ping';
const BACKOFF = { firstMs: 500, maxMs: 10_000 } as const;

/** 0.5 s, 1 s, 2 s … up to 10 s, each stretched by up to a fifth so many clients don't come back at once. */
export const backoffMs = (attempt: number, random: () => number = Math.random) =>
  Math.round(Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** attempt) * (1 + 0.2 * random()));

const KNOWN_TYPES = new Set(['pong', 'chat', 'sysmsg', 'error']);

export function parseServerMessage(data: unknown): WsServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown } | null;
    return message && typeof message.type === 'string' && KNOWN_TYPES.has(message.type) ? (message as WsServerMessage) : null;
  } catch {
    return null;
  }
}

export interface RoomSocketOptions {
  /** Where to connect, asked again at each reconnection (the line in use may have changed meanwhile: src/api/lines). */
  url: string | (() => string);
  pingMs: number;
  onMessage(message: WsServerMessage): void;
  onState(state: SocketState): void;
  /** Each time the socket opens; `again` after a reconnect (the screen catches up on what it missed). */
  onOpen?(again: boolean): void;
  /** The server refused for good (code 4001 or 4004). */
  onFatal?(code: number): void;
  create?(url: string): SocketLike;
  backoff?(attempt: number): number;
}

export class RoomSocket {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private everOpened = false;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;

  constructor(private readonly options: RoomSocketOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.detach()?.close(1000);
    this.options.onState('closed');
  }

  /** Sends when open; false when the message could not go (the caller may keep it for later). */
  send(message: WsClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    this.options.onState(this.everOpened ? 'reconnecting' : 'connecting');
    const socket = (this.options.create ?? ((url) => new WebSocket(url) as SocketLike))(typeof this.options.url === 'string' ? this.options.url : this.options.url());
    this.socket = socket;
    socket.onopen = () => this.opened();
    socket.onmessage = (event) => {
      this.lastHeard = Date.now();
      const message = parseServerMessage(event.data);
      if (message && message.type !== 'pong') this.options.onMessage(message);
    };
    socket.onclose = (event) => this.closed(event.code);
    socket.onerror = () => undefined; // a close follows every error; that is where reconnecting starts
  }

  private opened(): void {
    const again = this.everOpened;
    this.everOpened = true;
    this.attempt = 0;
    this.lastHeard = Date.now();
    this.options.onState('open');
    this.pingTimer = setInterval(() => this.ping(), this.options.pingMs);
    this.options.onOpen?.(again);
  }

  private ping(): void {
    // Three pings unanswered: the connection is dead even if the browser hasn't noticed yet.
    if (Date.now() - this.lastHeard > this.options.pingMs * 3) {
      this.detach()?.close(4000);
      this.closed(1006);
      return;
    }
    if (this.socket?.readyState === OPEN) this.socket.send(PING_FRAME);
  }

  private closed(code: number): void {
    this.clearTimers();
    this.socket = null;
    if (this.stopped) return;
    if (FATAL_CLOSE_CODES.includes(code)) {
      this.stopped = true;
      this.options.onState('closed');
      this.options.onFatal?.(code);
      return;
    }
    this.options.onState('reconnecting');
    const wait = (this.options.backoff ?? backoffMs)(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.connect(), wait);
  }

  /** Takes the current socket out of service (its late events are ignored) and answers it. */
  private detach(): SocketLike | null {
    const socket = this.socket;
    if (socket) socket.onopen = socket.onclose = socket.onmessage = socket.onerror = null;
    this.socket = null;
    return socket;
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = this.pingTimer = null;
  }
}
