// The answers kept on the device for the next visit (./persist, loaded apart): what the entry needs of them at once,
// and no more. Whether there are any (a first visit waits for nothing), when this visit started (an answer older than
// that was kept, not fetched now: money from it is marked, and no money form checks against it), and forgetting them
// all (a logout, another member, an ended session, another language). Which answers are kept is ./kinds'.

/** Where they are kept (localStorage: read at once at start-up, see docs/architecture.md, "The return visit"). */
export const KEPT_STORAGE_KEY = 'app.kept';

/** Every answer fetched during this visit is at least this recent; a kept one is older. */
export const visitStart = Date.now();

/** The answer (its query's dataUpdatedAt) came from the device's store, and no fresh one has come since. */
export const isKeptAnswer = (updatedAt: number): boolean => updatedAt > 0 && updatedAt < visitStart;

let restoredStillKept = true;

/**
 * Whether the answers restored at start-up may be written back while not yet refreshed. No longer once the store was
 * forgotten: what this page still holds from before belongs to the member or language that has just gone.
 */
export const mayKeepRestored = (): boolean => restoredStillKept;

export function hasKeptAnswers(): boolean {
  try {
    return localStorage.getItem(KEPT_STORAGE_KEY) !== null;
  } catch {
    return false; // storage disabled (private mode): nothing kept, nothing to restore
  }
}

/**
 * The first screen's largest picture as last shown (the hall's first banner): the entry ahead of the app asks for it at
 * once on a return visit, before even the kept answers are read, and the answer that comes corrects it if it changed.
 */
const PICTURE_KEY = `${KEPT_STORAGE_KEY}.picture`;
export const keptPicture = {
  get: (): string | null => {
    try {
      return localStorage.getItem(PICTURE_KEY);
    } catch {
      return null;
    }
  },
  set: (src: string): void => {
    try {
      if (localStorage.getItem(PICTURE_KEY) !== src) localStorage.setItem(PICTURE_KEY, src);
    } catch {
      // storage disabled: asked for when the answer comes, as on a first visit
    }
  },
};

/** Removes every kept answer from the device; what this page refetches afterwards may be kept again. */
export function forgetKeptAnswers(): void {
  restoredStillKept = false;
  try {
    localStorage.removeItem(KEPT_STORAGE_KEY);
    localStorage.removeItem(PICTURE_KEY);
  } catch {
    // storage disabled: nothing was kept
  }
}
