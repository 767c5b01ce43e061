// The chat of a room screen, kept outside React so a push re-renders the chat alone, not the whole room (status,
// countdown, bet panel). The socket's pushes wait in a queue and are applied together in an animation frame, at most
// ten times a second, in the order they came: a busy room pays the chat's layout and paint ten times a second however
// many lines pour in, and a line shows at most a tenth of a second after it came. What
// is shown is what applying each push on its own shows: the same order, each line once, the notices, the cap.
import type { components } from '../../../../core/schema';
import { addNotice, addPush, mergeRecords, type ChatEntry } from './chatLog';

export type ChatPush = components['schemas']['WsChatPush'] | components['schemas']['WsSysmsg'];
type ChatRecord = components['schemas']['ChatRecord'];

/** Batches are applied at most this often. */
const MIN_GAP_MS = 100;
/** A hidden tab gets no animation frames: the queue is applied after this long at the latest. */
const LATEST_FLUSH_MS = 500;

interface Scheduled {
  frame: number | null;
  gap: ReturnType<typeof setTimeout> | null;
  latest: ReturnType<typeof setTimeout>;
}

/** The pushes applied to the log one after another, in the order they came. */
export const applyPushes = (log: readonly ChatEntry[], pushes: readonly ChatPush[]): ChatEntry[] =>
  pushes.reduce<ChatEntry[]>((next, push) => (push.type === 'chat' ? addPush(next, push) : addNotice(next, push)), log as ChatEntry[]);

export class ChatFeed {
  private entries: ChatEntry[] = [];
  private queue: ChatPush[] = [];
  private scheduled: Scheduled | null = null;
  private lastFlush = -Infinity;
  private readonly listeners = new Set<() => void>();

  /** The entries shown now (a new array after each change, the same one otherwise). */
  readonly get = (): ChatEntry[] => this.entries;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A push from the socket: shown with the next frame, or the first one a tenth of a second after the last batch. */
  readonly push = (message: ChatPush): void => {
    this.queue.push(message);
    if (this.scheduled) return;
    const wait = this.lastFlush + MIN_GAP_MS - performance.now();
    const scheduled: Scheduled = { frame: null, gap: null, latest: setTimeout(this.flush, LATEST_FLUSH_MS) };
    if (wait <= 0) scheduled.frame = requestAnimationFrame(this.flush);
    else scheduled.gap = setTimeout(() => (scheduled.frame = requestAnimationFrame(this.flush)), wait);
    this.scheduled = scheduled;
  };

  /** The room's stored chat (first load, refetches, catching up after a reconnect), after what is queued. */
  readonly merge = (records: readonly ChatRecord[]): void => {
    this.flush();
    this.set(mergeRecords(this.entries, records));
  };

  /** Applies what is queued now. */
  readonly flush = (): void => {
    this.cancel();
    const pushes = this.queue;
    if (pushes.length === 0) return;
    this.queue = [];
    this.lastFlush = performance.now();
    this.set(applyPushes(this.entries, pushes));
  };

  /** The screen is gone: nothing more is applied. */
  stop(): void {
    this.cancel();
    this.queue = [];
  }

  private cancel(): void {
    if (!this.scheduled) return;
    const { frame, gap, latest } = this.scheduled;
    if (frame !== null) cancelAnimationFrame(frame);
    if (gap !== null) clearTimeout(gap);
    clearTimeout(latest);
    this.scheduled = null;
  }

  private set(next: ChatEntry[]): void {
    if (next === this.entries) return;
    this.entries = next;
    this.listeners.forEach((listener) => listener());
  }
}
