// INP and CLS per route a player used. A single-page app's page life is many visits: a route on screen from the commit
// that showed it (./routeShown.ts) to the next one. web-vitals measures the page life whole, so a slow tap on
// /recharge after landing on / would count for /. Here each interaction counts for the visit it began in (its first
// event's start), and each layout shift for the visit it happened in, read from the browser's own entries (buffered:
// those from before the reporter loaded too). A visit's INP is its slowest interaction (past 50 of them, one in 50
// left out: web-vitals' p98); its CLS is its largest session window (shifts under 1 s apart, 5 s at most), as
// web-vitals counts them. Each visit is told once it has ended and its last entries are in, and as it stands when the
// page is hidden (again later only if it grew).
import { routeOf, routeOfPath } from './route';
import { onRouteShown } from './routeShown';

export interface VisitVital {
  route: string;
  name: 'INP' | 'CLS';
  value: number;
  /** The element it concerns: the slowest interaction's target, the largest shift's node (a selector). */
  target: string | undefined;
}

const SESSION_GAP_MS = 1_000;
const SESSION_MAX_MS = 5_000;
/** The slowest interactions a visit keeps: its p98 up to 500 interactions. */
const KEPT_INTERACTIONS = 10;
const INTERACTIONS_PER_SKIP = 50;
/** Event Timing's lowest threshold: nearly every interaction that paints (the browser's default of 104 ms misses most). */
const DURATION_THRESHOLD_MS = 16;
/** A visit this short with no shift (a redirect passing through) has no CLS of its own: nothing of it was seen. */
const SEEN_MS = 1_000;
/** An ended visit's last entries (the tap that left it, painted once the next route showed) come in within this. */
const SETTLE_MS = 1_000;
const TARGET_MAX = 100;

/** An element as a selector of tags and classes (an id ends it), at most 100 characters: web-vitals' form. */
function selectorOf(node: Node | null | undefined): string | undefined {
  let selector = '';
  for (let at = node?.nodeType === 1 ? node : node?.parentElement; at?.nodeType === 1; at = at.parentNode) {
    const element = at as Element;
    const part = element.id ? `#${element.id}` : [element.localName, ...[...element.classList].sort()].join('.');
    if (selector.length + part.length >= TARGET_MAX) break;
    selector = selector ? `${part}>${selector}` : part;
    if (element.id) break;
  }
  return selector || undefined;
}

interface Interaction {
  id: number;
  latency: number;
  target: string | undefined;
}

class Visit {
  end = Infinity;
  done = false;
  private interactions = new Set<number>();
  private slowest: Interaction[] = [];
  private cls = 0;
  private clsTarget: string | undefined;
  private window = 0;
  private windowFirst = 0;
  private windowLast = 0;
  private windowLargest = 0;
  private windowTarget: string | undefined;
  private told: Partial<Record<VisitVital['name'], number>> = {};

  constructor(
    readonly route: string,
    readonly start: number,
  ) {}

  interaction(entry: PerformanceEventTiming): void {
    const { interactionId: id, duration } = entry;
    this.interactions.add(id);
    const known = this.slowest.find((interaction) => interaction.id === id);
    if (known && duration <= known.latency) return;
    if (!known && this.slowest.length >= KEPT_INTERACTIONS && duration <= this.slowest[this.slowest.length - 1]!.latency) return;
    const target = selectorOf(entry.target);
    if (known) Object.assign(known, { latency: duration, target });
    else this.slowest.push({ id, latency: duration, target });
    this.slowest = this.slowest.sort((a, b) => b.latency - a.latency).slice(0, KEPT_INTERACTIONS);
  }

  shift(entry: LayoutShift): void {
    if (entry.hadRecentInput) return; // a shift the player caused (within 0.5 s of an input) is expected
    const at = entry.startTime;
    if (this.window > 0 && at - this.windowLast < SESSION_GAP_MS && at - this.windowFirst < SESSION_MAX_MS) {
      this.window += entry.value;
    } else {
      this.window = entry.value;
      this.windowFirst = at;
      this.windowLargest = 0;
    }
    this.windowLast = at;
    if (entry.value > this.windowLargest) {
      this.windowLargest = entry.value;
      // Chromium before 84 (the floor is 80) gives layout shifts without their sources.
      const sources = (entry.sources as LayoutShift['sources'] | undefined) ?? [];
      const source = sources.find((s) => s.node?.nodeType === 1) ?? sources[0];
      this.windowTarget = selectorOf(source?.node);
    }
    if (this.window > this.cls) {
      this.cls = this.window;
      this.clsTarget = this.windowTarget;
    }
  }

  /** Its INP and CLS as they stand, each unless told already at that value or more. */
  tell(now: number, shifts: boolean, report: (vital: VisitVital) => void): void {
    const inp = this.slowest[Math.min(this.slowest.length - 1, Math.floor(this.interactions.size / INTERACTIONS_PER_SKIP))];
    if (inp && inp.latency > (this.told.INP ?? -1)) {
      this.told.INP = inp.latency;
      report({ route: this.route, name: 'INP', value: inp.latency, target: inp.target });
    }
    const seen = this.cls > 0 || Math.min(this.end, now) - this.start >= SEEN_MS;
    if (shifts && seen && this.cls > (this.told.CLS ?? -1)) {
      this.told.CLS = this.cls;
      report({ route: this.route, name: 'CLS', value: this.cls, target: this.clsTarget });
    }
  }
}

/** Where the browser gives the entries (Safari and Firefox measure no layout shifts): none means no figure, never a zero. */
function observe<T extends PerformanceEntry>(type: string, handle: (entry: T) => void, options: PerformanceObserverInit = {}) {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return undefined;
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => handle(entry as T)));
  observer.observe({ type, buffered: true, ...options });
  return observer;
}

/**
 * Follows the visits of the page life opened at `landing` (its location.hash), and tells each one's INP and CLS.
 * Answers `settle`, for when the page is hidden: every visit told as it stands.
 */
export function watchVisits(landing: string, report: (vital: VisitVital) => void): { settle(): void } {
  const visits = [new Visit(routeOf(landing), 0)];
  const visitAt = (time: number) => {
    let index = visits.length - 1;
    while (index > 0 && visits[index]!.start > time) index -= 1;
    return visits[index]!;
  };
  const onInteraction = (entry: PerformanceEventTiming) => {
    if (entry.interactionId) visitAt(entry.startTime).interaction(entry);
  };
  const onShift = (entry: LayoutShift) => visitAt(entry.startTime).shift(entry);
  const interactions = observe('event', onInteraction, { durationThreshold: DURATION_THRESHOLD_MS });
  // The first input is always given, however quick: a visit whose taps all painted at once still has its INP.
  const firstInput = observe('first-input', onInteraction);
  const layoutShifts = observe('layout-shift', onShift);
  const shifts = layoutShifts !== undefined;

  const finish = (visit: Visit) => {
    if (visit.done) return;
    visit.done = true;
    visit.tell(performance.now(), shifts, report);
  };
  onRouteShown(({ path, at }) => {
    const route = routeOfPath(path);
    const last = visits[visits.length - 1]!;
    if (route === last.route) return;
    last.end = at;
    visits.push(new Visit(route, at));
    setTimeout(() => finish(last), SETTLE_MS);
  });

  return {
    settle() {
      // The entries the browser has not handed over yet (the last tap's, as the player switches away).
      interactions?.takeRecords().forEach((entry) => onInteraction(entry as PerformanceEventTiming));
      firstInput?.takeRecords().forEach((entry) => onInteraction(entry as PerformanceEventTiming));
      layoutShifts?.takeRecords().forEach((entry) => onShift(entry as LayoutShift));
      const now = performance.now();
      for (const visit of visits) {
        if (visit.end !== Infinity) finish(visit);
        else visit.tell(now, shifts, report);
      }
    },
  };
}
