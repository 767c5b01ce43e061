// What a framed page may do. Pure, unit-tested.

const BASE_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * A page from our own origin runs without allow-same-origin, so its scripts can never read the player's session
 * (the token in localStorage). A third party's page gets its own origin back (its cookies and storage, never ours):
 * real game platforms need it.
 */
export function sandboxFor(url: string, pageOrigin: string = window.location.origin): string {
  return new URL(url).origin === pageOrigin ? BASE_SANDBOX : `${BASE_SANDBOX} allow-same-origin`;
}
