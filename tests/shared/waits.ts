// How long a test waits for what it expects: one figure for every level's waits (Testing Library's findBy… and
// waitFor, vi.waitFor, the fake clock's real-time waits). A wait returns as soon as its condition holds, so a long
// one costs nothing on a quiet day and lets a loaded machine (the suite itself on 2 cores, a slow CI day) pass.
import { vi } from 'vitest';

export const WAIT_MS = 10_000;

/** vi.waitFor with the tests' wait (its own default is 1 s, under what a loaded machine needs). */
export const eventually = <T>(check: () => T | Promise<T>): Promise<T> => vi.waitFor(check, { timeout: WAIT_MS });
