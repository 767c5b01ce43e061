// /wss?roomid=&_token=: a member's socket in a room. It answers pings, takes chat lines and shared slips (validated
// against the contract's WsPing / WsSend), and gets the room's pushes. A socket silent for too long is closed.
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { resolveToken } from '../../auth/tokens';
import type { Deps } from '../../http/deps';
import { ApiError } from '../../base/errors';
import { createRateLimit, type RateLimit } from '../../http/rateLimit';
import { findUserById } from '../../users/repo';
import { addChat, claimShare } from './chat';
import { CLOSE, type RoomClient } from './hub';
import { lotteryMsg } from './messages';
import { findRoom } from './repo';
import type { LotteryRuntime } from './runtime';

const MAX_MESSAGE_BYTES = 4 * 1024;
/** At most this many chat sends per window per member, whatever the number of their sockets. */
const SEND_LIMIT = { count: 5, windowMs: 5_000 };

interface ChatLimits {
  member: RateLimit;
  /** And per address, for many members behind one address (a flood of fresh accounts); null when switched off. */
  address: RateLimit | null;
}

function reject(socket: WebSocket, code: number, message: string): void {
  socket.send(JSON.stringify({ type: 'error', message }));
  socket.close(code, 'refused');
}

const PLAIN_PING = 'ping';

/** The client's message as the contract describes it (or the plain `ping`), or null. */
function parseClientMessage(deps: Deps, raw: RawData, isBinary: boolean): { type: 'ping' } | { type: 'send'; content: string; order: 0 | 1 } | null {
  if (isBinary) return null;
  // The spec's keep-alive is the bare word; the contract's JSON form is taken too.
  if (raw.toString().trim() === PLAIN_PING) return { type: 'ping' };
  let data: unknown;
  try {
    data = JSON.parse(raw.toString());
  } catch {
    return null;
  }
  const type = (data as { type?: unknown } | null)?.type;
  // Each shape on its own: a oneOf under "drop unknown fields" would strip a send down to a ping.
  const schema = type === 'ping' ? 'WsPing' : type === 'send' ? 'WsSend' : null;
  if (!schema) return null;
  try {
    deps.validator.check(`ws:${schema}`, { $ref: `#/components/schemas/${schema}` }, data);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
  return data as { type: 'ping' } | { type: 'send'; content: string; order: 0 | 1 };
}

function onSend(deps: Deps, runtime: LotteryRuntime, limits: ChatLimits, client: RoomClient, content: string, order: 0 | 1): void {
  const { hub } = runtime;
  const now = deps.clock.now();
  if (resolveToken(deps.db, client.token, now) !== client.userId) return reject(client.socket, CLOSE.unauthorized, lotteryMsg.wsLoginRequired);
  const at = Date.now();
  if (limits.member.take(`member:${client.userId}`, at) > 0 || (limits.address?.take(`ip:${client.ip}`, at) ?? 0) > 0) {
    return hub.send(client, { type: 'error', message: lotteryMsg.chatTooFast });
  }

  const text = content.trim();
  if (!text) return hub.send(client, { type: 'error', message: lotteryMsg.chatEmpty });
  if (order === 1) {
    const orderId = claimShare(deps.db, text, client.userId, client.roomId);
    if (orderId === 'again') return; // shared already: a client re-sending after a reconnect
    if (orderId === null) return hub.send(client, { type: 'error', message: lotteryMsg.orderNotYours });
    hub.broadcast([client.roomId], addChat(deps.db, { roomId: client.roomId, userId: client.userId, content: text, orderId, at: now }));
    return;
  }
  hub.broadcast([client.roomId], addChat(deps.db, { roomId: client.roomId, userId: client.userId, content: text, orderId: null, at: now }));
}

/**
 * The websocket plugin's error handler. A malformed frame (ws's WS_ERR_* codes: bad UTF-8, an unknown opcode, a frame
 * over the limit) or a peer gone (ECONNRESET) is the client's doing: one warning line, no stack. Anything else is ours.
 */
export function onRoomSocketError(error: Error & { code?: string }, socket: WebSocket, request: FastifyRequest): void {
  const code = error.code ?? '';
  if (code.startsWith('WS_ERR_') || code === 'ECONNRESET') request.log.warn({ code, reason: error.message }, 'bad room socket frame');
  else request.log.error({ err: error }, 'room socket failed');
  socket.terminate();
}

export async function registerRoomSocket(app: FastifyInstance, deps: Deps, runtime: LotteryRuntime): Promise<void> {
  const limits: ChatLimits = {
    member: createRateLimit(SEND_LIMIT.count, SEND_LIMIT.windowMs),
    address: deps.config.chatMaxPerAddress ? createRateLimit(deps.config.chatMaxPerAddress, SEND_LIMIT.windowMs) : null,
  };
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES }, errorHandler: onRoomSocketError });
    scope.get('/wss', { websocket: true }, (socket, request) => {
      const query = request.query as Record<string, string | undefined>;
      const token = query._token ?? '';
      const userId = token ? resolveToken(deps.db, token, deps.clock.now()) : null;
      if (userId === null || !findUserById(deps.db, userId)) return reject(socket, CLOSE.unauthorized, lotteryMsg.wsLoginRequired);
      const room = /^\d{1,10}$/.test(query.roomid ?? '') ? findRoom(deps.db, Number(query.roomid)) : undefined;
      if (!room) return reject(socket, CLOSE.noRoom, lotteryMsg.roomNotFound);

      const client: RoomClient = { socket, roomId: room.id, userId, token, ip: request.ip, lastSeen: Date.now() };
      runtime.hub.join(client);
      socket.on('close', () => runtime.hub.leave(client));
      socket.on('message', (raw, isBinary) => {
        client.lastSeen = Date.now();
        const message = parseClientMessage(deps, raw, isBinary);
        if (!message) return runtime.hub.send(client, { type: 'error', message: lotteryMsg.wsBadMessage });
        if (message.type === 'ping') return runtime.hub.send(client, { type: 'pong' });
        try {
          onSend(deps, runtime, limits, client, message.content, message.order);
        } catch (error) {
          request.log.error({ err: error }, 'room socket message failed');
          runtime.hub.send(client, { type: 'error', message: lotteryMsg.wsBadMessage });
        }
      });
    });
  });
}
