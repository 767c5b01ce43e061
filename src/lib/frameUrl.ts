// Pages in iframes (games, customer service, agent login, app download, sponsorship pages): where they load from
// (what the sandbox lets them do is src/renderers/frame/sandbox.ts). Pure, unit-tested.

/**
 * An absolute http(s) URL for a server-given one, or null when it is empty or of another scheme (javascript:...).
 * `base` is the API's origin on the line in use (`lineOrigin()`): a server path such as /files/... comes from the
 * line that answers, not from a blocked one.
 */
export function resolveFrameUrl(raw: string | null | undefined, base: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
