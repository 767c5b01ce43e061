// Every toast of the app: red for failures, green for successes, a loading overlay that the next toast replaces.
// antd-mobile's Toast (and Dialog) weigh ~30 KB gzip with their animation library, so they load on first use: the hall's
// first paint doesn't wait for them. Not prefetched at idle either: evaluating them and inserting their styles is a
// long task on a slow phone, and the service worker has their chunks cached within moments of the first visit.

// With each, the shim that lets antd-mobile render them on React 19 (./antdReact19): ~3 KB gzip with the legacy render
// it replaces, and nothing else in the app renders through it, so it stays out of the entry as well.
const withShim = <T>(component: Promise<{ default: T }>) => Promise.all([import('./antdReact19'), component]).then(([, m]) => m.default);
const loadToast = () => withShim(import('antd-mobile/es/components/toast'));
const loadDialog = () => withShim(import('antd-mobile/es/components/dialog'));

type ToastApi = Awaited<ReturnType<typeof loadToast>>;
type ToastOptions = Parameters<ToastApi['show']>[0];

// Calls keep their order: each waits for the module, then for the calls before it.
let queue: Promise<unknown> = Promise.resolve();
function withToast(run: (api: ToastApi) => void): void {
  queue = queue.then(loadToast).then(run, () => undefined);
}

const show = (options: ToastOptions) => withToast((api) => void api.show(options));

export const toast = {
  fail: (content: string) => show({ content, icon: 'fail', maskClassName: 'app-toast app-toast-fail' }),
  success: (content: string) => show({ content, icon: 'success', maskClassName: 'app-toast app-toast-success' }),
  info: (content: string) => show({ content, maskClassName: 'app-toast' }),
  loading: () => show({ icon: 'loading', duration: 0, maskClickable: false }),
  clear: () => withToast((api) => api.clear()),
};

type DialogApi = Awaited<ReturnType<typeof loadDialog>>;

/** A dialog with the actions given (antd-mobile's Dialog.show options); resolves once it is open. */
export async function showDialog(options: Parameters<DialogApi['show']>[0]): Promise<void> {
  const dialog = await loadDialog();
  dialog.show(options);
}

/** An alert with one button; resolves when it is closed. */
export async function alertDialog(options: { title: string; content: string; confirmText: string }): Promise<void> {
  const dialog = await loadDialog();
  await dialog.alert(options);
}

/** A question with confirm and cancel; resolves true when confirmed. */
export async function confirmDialog(options: { content: string; confirmText: string; cancelText: string }): Promise<boolean> {
  const dialog = await loadDialog();
  return dialog.confirm(options);
}

/** Loads the overlay code ahead of use (component tests, so a toast shows in the same tick as on a warm phone). */
export async function preloadOverlays(): Promise<void> {
  await Promise.all([loadToast(), loadDialog()]);
}

/** Closes every toast and dialog once the calls made before have run (component tests end each case with none left,
 *  so no overlay closes itself after the test file's page is gone). */
export async function closeOverlays(): Promise<void> {
  toast.clear();
  await queue;
  await closeDialogs();
}

/** Closes every open dialog (each resolves as if dismissed); the dialog module is loaded when one is open. */
export async function closeDialogs(): Promise<void> {
  const dialog = await loadDialog();
  dialog.clear();
}
