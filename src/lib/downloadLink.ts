// What an app link is: a web page (the download page shows it in the frame page, /gamePage?app=1), an install
// (itms-services:, or a package file: started from a hidden frame, and refused by in-app browsers, ./inAppBrowser.ts),
// or nothing to follow. Pure, unit-tested.

export type DownloadKind = 'page' | 'install' | null;

/**
 * The hidden install frame's sandbox: it may hand an itms-services: link to the system and start a package download,
 * nothing else (no scripts, no popups, no dialogs, no same-origin access): an admin-set URL that turns out to be a
 * page runs nothing over the app.
 */
export const INSTALL_FRAME_SANDBOX = 'allow-downloads allow-top-navigation-to-custom-protocols';

const PACKAGE = /\.(ipa|apk|mobileconfig|plist)$/i;

export function downloadKind(raw: string | null | undefined, base: string): DownloadKind {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol === 'itms-services:') return 'install';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return PACKAGE.test(url.pathname) ? 'install' : 'page';
}
