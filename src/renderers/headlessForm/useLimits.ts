// The limits a form takes from the server (a pay way's range, a balance), each its own query of the form's values.
// Only a fresh answer counts: one kept on the device from an earlier visit is never checked against, filled in or
// quoted from (docs/architecture.md, "The return visit"); the limit is missing until its fresh answer comes.
import { skipToken, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { isKeptAnswer } from '../../session/kept/keptAnswers';
import type { LimitQueries, LimitsOf } from './declaration';

/**
 * At most this many limits a form: each is a useQuery of its own (TanStack's useQueries would add ~1 KB gzip to every
 * page's vendor chunk for this alone), an unused one asks nothing.
 */
export const MAX_LIMITS = 3;
const NONE = { queryKey: ['form', 'no limit'], queryFn: skipToken, enabled: false } as const;

export function useLimits<V, M extends LimitQueries<V>>(limits: M | undefined, values: V, search: URLSearchParams): Partial<LimitsOf<M>> {
  const entries = Object.entries(limits ?? {});
  if (entries.length > MAX_LIMITS) throw new Error(`a declared form takes at most ${MAX_LIMITS} limits`);
  // A limit's query is TanStack's options for its own key; the renderer only reads each answer and its age.
  const asked = entries.map(([name, query]) => ({ name, options: (query(values, search) ?? NONE) as unknown as UseQueryOptions }));
  const answers = [useQuery(asked[0]?.options ?? NONE), useQuery(asked[1]?.options ?? NONE), useQuery(asked[2]?.options ?? NONE)];
  const fresh: Record<string, unknown> = {};
  asked.forEach(({ name }, i) => {
    const answer = answers[i];
    if (answer?.data !== undefined && !isKeptAnswer(answer.dataUpdatedAt)) fresh[name] = answer.data;
  });
  return fresh as Partial<LimitsOf<M>>;
}
