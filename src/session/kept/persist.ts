// The answers kept on the device between visits, through TanStack Query's own persistence: its client persistence
// (restore, save) and its storage persister over localStorage (docs/architecture.md, "The return visit", says why
// those). Loaded apart from the entry: at start-up only when something is kept, else once the page has settled.
// Restored answers are shown at once and each is asked again at its first use (stale-while-revalidate): a restored
// query is invalidated, so a screen, a prefetch or an observer fetches it, taking the answer the entry ahead of the
// app asked for when there is one (src/api/answersAhead.ts); nothing kept ever passes for fresh.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  removeOldestQuery,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { QueryObserver, type Query, type QueryClient } from '@tanstack/react-query';
import { brand } from '../../../brand.config';
import { screenLanguage } from '../../lib/language';
import { onDevice } from '../storage';
import { tokenStore } from '../tokenStore';
import { forgetKeptAnswers, isKeptAnswer, KEPT_STORAGE_KEY, mayKeepRestored } from './keptAnswers';
import { KEPT_MAX_AGE_MS, KEPT_MAX_CHARS, KEPT_QUERIES, keptKindOf, mayKeep, type KeepingNow } from './kinds';

/** The kept store's own shape: raised when it changes, so no build reads another's (with the build's id). */
export const KEPT_FORMAT = 1;

/** Answers kept under another format, build, brand or language are removed unread. */
export const keptBuster = (): string => [KEPT_FORMAT, __BUILD_ID__, brand.id, screenLanguage()].join('|');

/** At most one write every this often: the hall's balance alone changes every 2.5 s. */
const SAVE_EVERY_MS = 2_000;

/** localStorage, quiet where it is disabled (private mode); a full store fails the write, which makes room. */
const storage = {
  getItem: (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: (key: string, value: string) => localStorage.setItem(key, value),
  removeItem: (key: string) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // storage disabled: nothing was kept
    }
  },
};

const tooLarge = new Error('kept answers over their size limit');

export const keptPersister: Persister = createAsyncStoragePersister({
  storage,
  key: KEPT_STORAGE_KEY,
  throttleTime: SAVE_EVERY_MS,
  serialize: (client) => {
    const text = JSON.stringify(client);
    if (text.length > KEPT_MAX_CHARS) throw tooLarge;
    return text;
  },
  // Over the limit or the browser's quota: the oldest answer goes, until the rest fits.
  retry: removeOldestQuery,
});

const keepingNow = (): KeepingNow => ({ now: Date.now(), member: tokenStore.get() !== null && onDevice.get() !== null });

/** An answer kept as an answer: a refresh that failed (offline) leaves no failure in the store. */
function asAnswer(query: PersistedClient['clientState']['queries'][number]) {
  return {
    ...query,
    state: { ...query.state, status: 'success' as const, fetchStatus: 'idle' as const, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null },
  };
}

/** The persister as restoring sees it: only what may still be used (listed, young enough, the member's own). */
const restoring: Persister = {
  ...keptPersister,
  restoreClient: async () => {
    const client = await keptPersister.restoreClient();
    if (!client?.clientState) return client;
    const now = keepingNow();
    const queries = client.clientState.queries.filter((query) => mayKeep(query, now)).map(asAnswer);
    return { ...client, clientState: { mutations: [], queries } };
  },
};

/**
 * A kept answer stays in memory as long as it may be kept (one dropped after five unused minutes would be unkept): the
 * kinds' own lifetime for every query built from now on, and for those built before (a first visit's, before the page
 * settled), a lifetime set again through an observer that comes and goes, which is what makes a query count it anew.
 */
function keepInMemory(queryClient: QueryClient): void {
  for (const [queryKey, kind] of KEPT_QUERIES) {
    const gcTime = KEPT_MAX_AGE_MS[kind];
    queryClient.setQueryDefaults(queryKey, { gcTime });
    for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
      if (query.gcTime >= gcTime) continue;
      new QueryObserver(queryClient, { ...query.options, queryKey: query.queryKey, enabled: false, gcTime }).subscribe(() => undefined)();
    }
  }
}

/** Restores the kept answers into the cache before the first screen asks for anything (src/main.tsx). */
export async function restoreKeptAnswers(queryClient: QueryClient): Promise<void> {
  keepInMemory(queryClient);
  // A store that cannot be read is removed (the persistence's own rule) and the visit starts as a first one.
  await persistQueryClientRestore({ queryClient, persister: restoring, maxAge: KEPT_MAX_AGE_MS.content, buster: keptBuster() }).catch(() => undefined);
  await queryClient.invalidateQueries({ refetchType: 'none' });
}

/** What a save writes: listed answers, fresh from this visit, or restored ones not refreshed yet (with their age). */
function shouldKeep(query: Query): boolean {
  if (query.state.isInvalidated && !(mayKeepRestored() && isKeptAnswer(query.state.dataUpdatedAt))) return false;
  return mayKeep(query, keepingNow());
}

/**
 * From now on, every answer worth keeping is written (at most every SAVE_EVERY_MS), and once at once. Only a change of
 * a kept answer saves: polls of other screens, a fetch starting or failing do not.
 */
export function keepAnswers(queryClient: QueryClient): () => void {
  keepInMemory(queryClient);
  let language = screenLanguage();
  const save = () => {
    // Another language: what was kept in the last one goes, and the screens' answers in it are not written again.
    if (screenLanguage() !== language) {
      language = screenLanguage();
      forgetKeptAnswers();
    }
    void persistQueryClientSave({
      queryClient,
      persister: keptPersister,
      buster: keptBuster(),
      dehydrateOptions: { shouldDehydrateQuery: shouldKeep, shouldDehydrateMutation: () => false },
    }).catch(() => undefined);
  };
  save();
  return queryClient.getQueryCache().subscribe((event) => {
    const changed = event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success');
    if (changed && keptKindOf(event.query.queryKey)) save();
  });
}
