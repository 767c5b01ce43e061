// Which line the app uses and how each line did. At start the app takes the last line that worked (kept on the
// phone); a line that failed is passed over for LINE_DOWN_MS unless a probe finds it back; the player's own choice (the
// line check page) holds, over reloads too, until that line fails. No React: the page reads it with `subscribeLines`.
import { LINE_DOWN_MS, LINE_FASTER_BY_MS } from '../../../core/constants';
import { earlyChannel } from '../../lib/earlyChannel';
import { isWellFormedList, keepList, keptList, type Line } from './list';

const CURRENT_KEY = 'lines.current';
const PINNED_KEY = 'lines.pinned';
/** The lines that answered the contract on this phone, ever: a page from one of them after a reload is a hijack too. */
const ANSWERED_KEY = 'lines.answered';

/** A line's last word: its delay, timed out (no answer within the probe's time), down (refused, not the back end), or not yet known. */
export type LineHealth = { delayMs: number } | 'timeout' | 'down' | 'unknown';

interface Seen {
  health: LineHealth;
  /** Until when the line is passed over (0: it is not). */
  downUntil: number;
  /** It answered the contract's envelope once: an answer that is not is a hijacked page, not the back end. */
  answered: boolean;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage disabled: this visit only
  }
}

let list: Line[] = keptList();
let current: string = list.find((line) => line.api === read(CURRENT_KEY))?.api ?? list[0]!.api;
let pinned = read(PINNED_KEY) === current;
let seen = new Map<string, Seen>();
const readAnswered = (): Set<string> => {
  try {
    const kept: unknown = JSON.parse(read(ANSWERED_KEY) ?? '[]');
    return new Set(Array.isArray(kept) ? kept.filter((api): api is string => typeof api === 'string') : []);
  } catch {
    return new Set();
  }
};
let answeredBefore = readAnswered();
function noteAnswered(api: string): void {
  if (answeredBefore.has(api)) return;
  answeredBefore.add(api);
  write(ANSWERED_KEY, JSON.stringify([...answeredBefore]));
}
let version = 0;
let probing = false;
let lastFailed: string | null = null;
const listeners = new Set<() => void>();
/** The moves the app made on its own, told to the shell's listener, those before it came too. */
const moves = earlyChannel<{ from: Line; to: Line }>();

const seenOf = (api: string): Seen => seen.get(api) ?? { health: 'unknown', downUntil: 0, answered: answeredBefore.has(api) };
const update = (api: string, change: Partial<Seen>) => seen.set(api, { ...seenOf(api), ...change });
function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

export const lineList = (): readonly Line[] => list;
export const currentLine = (): Line => list.find((line) => line.api === current) ?? list[0]!;
export const isPinned = (): boolean => pinned;
export const lineHealth = (api: string): LineHealth => seenOf(api).health;
export const hasAnswered = (api: string): boolean => seenOf(api).answered;
const isDown = (api: string) => seenOf(api).downUntil > Date.now();

/** A line as the field reports name it: its host (and port), or 'self' for the page's own origin. */
export const lineHost = (api: string): string => (api ? new URL(api).host : 'self');

/** What the field reports count per line (TelemetryLine): a page life's first call on it, each call, failure, move away. */
export interface LineEvent {
  line: string;
  event: 'used' | 'call' | 'failure' | 'moved';
}
const events = earlyChannel<LineEvent>();
const usedHere = new Set<string>();
export const onLineEvent = events.listen;

/** A call is sent on the line (./failover.ts). */
export function noteLineCall(api: string): void {
  const line = lineHost(api);
  if (!usedHere.has(line)) {
    usedHere.add(line);
    events.tell({ line, event: 'used' });
  }
  events.tell({ line, event: 'call' });
}

/** Where a line's calls go: its origin, or the page's own for ''. */
export function lineBase(line: Line): string {
  return line.api || (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
}

/** The API's origin on the line in use: what a server-relative page (a game, a sponsorship page) loads from. */
export const lineOrigin = (): string => lineBase(currentLine());

/** Where a line's socket connects: its own, one beside its API origin (ws for http), or '' for the page's own host. */
export function socketBase(line: Line): string {
  return line.socket || line.api.replace(/^http/, 'ws');
}

/** A list from the network: taken (and kept on the phone) only when well-formed; the answer says whether it was. */
export function acceptList(value: unknown): boolean {
  if (!isWellFormedList(value)) return false;
  const next = value.map(({ api, socket }) => ({ api, socket }));
  if (JSON.stringify(next) === JSON.stringify(list)) return true;
  list = next;
  keepList(list);
  if (!list.some((line) => line.api === current)) setCurrent(list[0]!.api, false);
  changed();
  return true;
}

function setCurrent(api: string, byPlayer: boolean): void {
  current = api;
  pinned = byPlayer;
  write(CURRENT_KEY, api);
  write(PINNED_KEY, byPlayer ? api : null);
}

/** The line the last call that got no answer was sent on (the field reports' line of a network failure). */
export const lastFailedLine = (): string => lastFailed ?? currentLine().api;

/** A call on the line was answered by the back end: it is the line to start on next time. */
export function noteLineWorked(api: string): void {
  const before = seenOf(api);
  update(api, { answered: true, downUntil: 0, health: before.health === 'unknown' || before.downUntil ? { delayMs: 0 } : before.health });
  noteAnswered(api);
  if (api === current && read(CURRENT_KEY) !== api) write(CURRENT_KEY, api);
  if (!before.answered || before.downUntil) changed();
}

/** A call on the line got no answer, or a page that is not the back end's: passed over for a while. */
export function noteLineFailed(api: string, health: 'timeout' | 'down' = 'down'): void {
  lastFailed = api;
  update(api, { health, downUntil: Date.now() + LINE_DOWN_MS });
  events.tell({ line: lineHost(api), event: 'failure' });
  changed();
}

/** A probe's word on a line. */
export function noteProbe(api: string, health: Exclude<LineHealth, 'unknown'>): void {
  if (typeof health === 'object') {
    update(api, { health, downUntil: 0, answered: true });
    noteAnswered(api);
  }
  else update(api, { health, downUntil: Date.now() + LINE_DOWN_MS });
  changed();
}

const delayOf = (api: string): number => {
  const { health } = seenOf(api);
  return typeof health === 'object' ? health.delayMs : Number.POSITIVE_INFINITY;
};

/** The lines not passed over but `except`: the fastest known first, then those not yet probed, in the list's order. */
function ranked(except?: string): Line[] {
  const candidates = list.filter((line) => line.api !== except && !isDown(line.api));
  return candidates
    .map((line, order) => ({ line, order }))
    .sort((a, b) => delayOf(a.line.api) - delayOf(b.line.api) || a.order - b.order)
    .map(({ line }) => line);
}

/** The line to try after `after` failed. */
export const nextLine = (after: string): Line | undefined => ranked(after)[0];

/** The player taps a line (byPlayer: it holds), or the app moves off a failed or slow one (the shell tells the player). */
export function moveTo(api: string, byPlayer: boolean): void {
  const from = currentLine();
  const to = list.find((line) => line.api === api);
  if (!to) return;
  setCurrent(api, byPlayer);
  changed();
  if (byPlayer || from.api === api) return;
  events.tell({ line: lineHost(from.api), event: 'moved' });
  moves.tell({ from, to });
}

/** After the probes: off a line that did not answer, or to one faster by LINE_FASTER_BY_MS unless the player chose it. */
export function preferFastest(): void {
  const fastest = ranked()[0];
  if (!fastest || fastest.api === current) return;
  const here = delayOf(current);
  if (isDown(current) || (!pinned && delayOf(fastest.api) + LINE_FASTER_BY_MS < here)) moveTo(fastest.api, false);
}

/** A probe of the lines is under way (./probe.ts): the line check page says it is testing. */
export const isProbing = (): boolean => probing;
export function setProbing(under: boolean): void {
  probing = under;
  changed();
}

/** For useSyncExternalStore: called on every change of the list, the line in use or a line's health. */
export function subscribeLines(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const linesVersion = (): number => version;

/** The app moved to another line on its own (the shell tells the player; the field reports count it). */
export function onLineMoved(listener: (from: Line, to: Line) => void): () => void {
  return moves.listen(({ from, to }) => listener(from, to));
}

/** Tests only: back to the start, as a fresh page would read the phone. */
export function resetLinesForTest(): void {
  list = keptList();
  current = list.find((line) => line.api === read(CURRENT_KEY))?.api ?? list[0]!.api;
  pinned = read(PINNED_KEY) === current;
  seen = new Map();
  answeredBefore = readAnswered();
  changed();
}
