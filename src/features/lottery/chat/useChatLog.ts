// The chat log of a room screen, fed in frames: the socket's pushes wait in a queue and are applied together once per
// animation frame, in the order they came, as one low-priority update (a tap on the bet panel is answered first).
// A busy room so renders at most once a frame, however many lines a second pour in. What is shown is what applying
// each push on its own would show: the same order, each line once, the notices, the cap.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { components } from '../../../api/schema';
import { addNotice, addPush, mergeRecords, type ChatEntry } from './chatLog';

export type ChatPush = components['schemas']['WsChatPush'] | components['schemas']['WsSysmsg'];
type ChatRecord = components['schemas']['ChatRecord'];

/** A hidden tab gets no animation frames: the queue is applied after this long at the latest. */
const LATEST_FLUSH_MS = 500;

/** The pushes applied to the log one after another, in the order they came. */
export const applyPushes = (log: readonly ChatEntry[], pushes: readonly ChatPush[]): ChatEntry[] =>
  pushes.reduce<ChatEntry[]>((next, push) => (push.type === 'chat' ? addPush(next, push) : addNotice(next, push)), log as ChatEntry[]);

export function useChatLog() {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const queue = useRef<ChatPush[]>([]);
  const scheduled = useRef<{ frame: number; timer: ReturnType<typeof setTimeout> } | null>(null);

  const flush = useCallback(() => {
    if (scheduled.current) {
      cancelAnimationFrame(scheduled.current.frame);
      clearTimeout(scheduled.current.timer);
      scheduled.current = null;
    }
    const pushes = queue.current;
    if (pushes.length === 0) return;
    queue.current = [];
    startTransition(() => setEntries((log) => applyPushes(log, pushes)));
  }, []);

  /** A push from the socket: shown with the next frame. */
  const push = useCallback(
    (message: ChatPush) => {
      queue.current.push(message);
      if (!scheduled.current) scheduled.current = { frame: requestAnimationFrame(flush), timer: setTimeout(flush, LATEST_FLUSH_MS) };
    },
    [flush],
  );

  /** The room's stored chat (first load, refetches, catching up after a reconnect). */
  const merge = useCallback((records: readonly ChatRecord[]) => setEntries((log) => mergeRecords(log, records)), []);

  useEffect(
    () => () => {
      if (scheduled.current) {
        cancelAnimationFrame(scheduled.current.frame);
        clearTimeout(scheduled.current.timer);
      }
    },
    [],
  );

  return { entries, push, merge };
}
