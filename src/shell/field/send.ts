// Sends one batch and forgets it: fetch with keepalive (it outlives the page being closed), or sendBeacon where
// keepalive is missing. A failure is dropped: never retried, never shown to the player.
export function sendBatch(endpoint: string, body: string): void {
  try {
    if (typeof Request !== 'undefined' && 'keepalive' in Request.prototype) {
      void fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'application/json' } }).catch(
        () => undefined,
      );
      return;
    }
    navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }));
  } catch {
    // dropped
  }
}
