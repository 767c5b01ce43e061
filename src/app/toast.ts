// Every toast of the app: red for failures, green for successes, a loading overlay that the next toast replaces.
// antd-mobile's Toast (and Dialog) weigh ~30 KB gzip with their animation library, so they load on first use and are
// prefetched once the page is idle (see preloadOverlays): the hall's first paint doesn't wait for them.

const loadToast = () => import('antd-mobile/es/components/toast').then((m) => m.default);
const loadDialog = () => import('antd-mobile/es/components/dialog').then((m) => m.default);

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

/** An alert with one button; resolves when it is closed. */
export async function alertDialog(options: { title: string; content: string; confirmText: string }): Promise<void> {
  const dialog = await loadDialog();
  await dialog.alert(options);
}

/** Fetches the overlay code in the background so the first toast shows at once. */
export async function preloadOverlays(): Promise<void> {
  await Promise.all([loadToast(), loadDialog()]);
}
