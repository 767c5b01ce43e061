// What a report may carry of an error: never a token, a name, a phone, a card, an address, an amount or the server's
// words. An error's text is scrubbed before it joins a batch (core/privacy.ts, the collector's scrubber too): the
// session's own secrets (its token, the cached member's every text) are taken out by value, and anything shaped like
// one by form.
import { scrub, shortStack } from '../../../core/privacy';
import type { ApiError } from '../../api/client';

const MESSAGE_MAX = 200;
const STACK_MAX = 600;

const isApiError = (error: unknown): error is ApiError => error instanceof Error && error.name === 'ApiError' && 'kind' in error;

/** An error's message and short stack as a report may carry them. A failed call's error names its kind only. */
export function describeError(error: unknown, secrets: readonly string[]): { message: string; stack: string } {
  if (isApiError(error)) return { message: `ApiError: ${error.kind}`, stack: '' };
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error && error.stack ? shortStack(error.stack) : '';
  return { message: scrub(message, secrets).slice(0, MESSAGE_MAX), stack: scrub(stack, secrets).slice(0, STACK_MAX) };
}
