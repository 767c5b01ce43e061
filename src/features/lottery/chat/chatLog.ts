// What the chat area shows: members' lines and shared slips (by id, each once, in order) and the room's notices.
// The room's stored chat (chatdata) and the socket's pushes both feed it, in any order, any number of times.
import type { components } from '../../../../core/schema';

type ChatRecord = components['schemas']['ChatRecord'];
type WsChatPush = components['schemas']['WsChatPush'];
type WsSysmsg = components['schemas']['WsSysmsg'];

export type OrderCardData = components['schemas']['OrderCard'];

export interface ChatLine {
  kind: 'chat';
  key: string;
  id: number;
  userId: number;
  author: string;
  avatar: string;
  content: string;
  order: OrderCardData | null;
  createdAt: string;
}

export interface Notice {
  kind: 'notice';
  key: string;
  event: WsSysmsg['event'];
  expect: string;
  extend?: WsSysmsg['extend'];
}

export type ChatEntry = ChatLine | Notice;

/** The most entries kept: an open room for hours does not grow without end. */
export const CHAT_LOG_MAX = 200;

const fromRecord = (r: ChatRecord): ChatLine => ({
  kind: 'chat',
  key: `c${r.id}`,
  id: r.id,
  userId: r.user_id,
  author: r.author,
  avatar: r.headurl,
  content: r.content,
  order: r.order,
  createdAt: r.created_at,
});

const fromPush = (p: WsChatPush): ChatLine => fromRecord({ ...p, headurl: p.avatar });

/** Adds the lines not shown yet, each before the first line newer than it (lines missed while offline go in order). */
function withLines(log: readonly ChatEntry[], lines: ChatLine[]): ChatEntry[] {
  const known = new Set(log.filter((e) => e.kind === 'chat').map((e) => e.key));
  const fresh = lines.filter((l) => !known.has(l.key)).sort((a, b) => a.id - b.id);
  if (fresh.length === 0) return log as ChatEntry[];
  const next = [...log];
  for (const line of fresh) {
    const newer = next.findIndex((e) => e.kind === 'chat' && e.id > line.id);
    if (newer === -1) next.push(line);
    else next.splice(newer, 0, line);
  }
  return next.slice(-CHAT_LOG_MAX);
}

/** The room's stored recent chat (first load, refetches, catching up after a reconnect). */
export const mergeRecords = (log: readonly ChatEntry[], records: readonly ChatRecord[]) => withLines(log, records.map(fromRecord));

export const addPush = (log: readonly ChatEntry[], push: WsChatPush) => withLines(log, [fromPush(push)]);

/** A period notice; the same event of the same period shows once. */
export function addNotice(log: readonly ChatEntry[], sysmsg: WsSysmsg): ChatEntry[] {
  const key = `n${sysmsg.event}:${sysmsg.expect}`;
  if (log.some((e) => e.key === key)) return log as ChatEntry[];
  return [...log, { kind: 'notice' as const, key, event: sysmsg.event, expect: sysmsg.expect, extend: sysmsg.extend }].slice(-CHAT_LOG_MAX);
}
