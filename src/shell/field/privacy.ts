// What a report may carry of an error: never a token, a name, a phone, a card, an address, an amount or the server's
// words. An error's text is scrubbed here before it joins a batch: the session's own secrets (its token, the cached
// member's every text) are taken out by value, and anything shaped like one by form.
import type { ApiError } from '../../api/client';

const MESSAGE_MAX = 200;
const STACK_MAX = 600;
const STACK_FRAMES = 5;
/** Values shorter than this are too common to take out by value (a VIP level, "ok"). */
const SECRET_MIN = 3;

const PATTERNS: readonly [RegExp, string][] = [
  [/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[email]'],
  // Amounts (two places), then runs of four digits or more, spaces and dashes between (cards, phones, ids); not a
  // stack's line and column numbers (after a colon). The character before is matched and kept, not looked behind at:
  // Safari before 16.4 cannot even parse a lookbehind, and would lose the whole reporter to it.
  [/(^|[^:\w.])\d+\.\d{2}(?!\d)/g, '$1#'],
  [/(^|[^:\w])\d(?:[\d -]{2,}\d)(?!\d)/g, '$1#'],
  // Long runs of letters and digits: tokens, keys, wallet addresses.
  [/[A-Za-z0-9_-]{20,}/g, '[id]'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= SECRET_MIN) out = out.replace(new RegExp(escape(secret), 'g'), '[x]');
  for (const [pattern, mask] of PATTERNS) out = out.replace(pattern, mask);
  return out;
}

/** The first frames of a stack, each address without its origin, query or hash. */
export function shortStack(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => /^\s*at |@/.test(line))
    .slice(0, STACK_FRAMES)
    .map((line) => line.trim().replace(/[a-z][a-z0-9+.-]*:\/\/[^/\s)]+/gi, '').replace(/[?#][^\s:)]*/g, ''))
    .join('\n');
}

const isApiError = (error: unknown): error is ApiError => error instanceof Error && error.name === 'ApiError' && 'kind' in error;

/** An error's message and short stack as a report may carry them. A failed call's error names its kind only. */
export function describeError(error: unknown, secrets: readonly string[]): { message: string; stack: string } {
  if (isApiError(error)) return { message: `ApiError: ${error.kind}`, stack: '' };
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error && error.stack ? shortStack(error.stack) : '';
  return { message: scrub(message, secrets).slice(0, MESSAGE_MAX), stack: scrub(stack, secrets).slice(0, STACK_MAX) };
}
