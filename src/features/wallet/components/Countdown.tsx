// The payment countdown's text; the time left itself is counted on the server's clock (see PayInfoScreen).
const pad = (n: number) => String(n).padStart(2, '0');

/** "59:58"; "00:00" once the moment has passed. */
export function formatLeft(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
