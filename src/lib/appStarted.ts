// The app tells the page's upgrade gate (vite/gate/gate.js, written into index.html) that it runs: the gate shows the
// upgrade notice when a script of the app fails to parse, or nothing has started a few seconds after the page
// loaded, and only until this mark. Set as the app's start begins: every module of its entry has parsed and run.
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

export function markAppStarted(): void {
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
}
