// An idempotency key for one money call (a bet slip, a withdrawal): the server answers a repeat of the same key with
// the first result, so a retry after a lost answer (on the same line or another: src/api/lines) cannot pay twice.

/** A fresh key (crypto.getRandomValues works on plain http too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
