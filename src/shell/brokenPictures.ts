// A picture that cannot load (offline and never kept by the service worker, or gone from the server) leaves its box to
// the placeholder behind it instead of the browser's broken-image mark (global.css hides an img[data-broken]). One
// listener pair for every <img> of the app (load and error do not bubble, but they pass the document on their way
// down), and an observer for the pictures that failed before they were in the page: a render in slices creates an
// element, and so starts its download, a moment before it puts it in the document.

const BROKEN = 'broken';

const failed = (img: HTMLImageElement) => img.complete && img.currentSrc !== '' && img.naturalWidth === 0;

function onError(event: Event): void {
  if (event.target instanceof HTMLImageElement) event.target.dataset[BROKEN] = '';
}

function onLoad(event: Event): void {
  if (event.target instanceof HTMLImageElement) delete event.target.dataset[BROKEN];
}

/** Marks the pictures in `root` (itself included) that have already failed. */
function markFailedIn(root: Element): void {
  const pictures = root instanceof HTMLImageElement ? [root] : root.querySelectorAll('img');
  for (const img of pictures) if (failed(img)) img.dataset[BROKEN] = '';
}

const markAdded = (records: MutationRecord[]) =>
  records.forEach((record) => record.addedNodes.forEach((node) => node instanceof Element && markFailedIn(node)));

/** Installs the listeners and the observer; answers how to remove them. */
export function installBrokenPictures(): () => void {
  document.addEventListener('error', onError, true);
  document.addEventListener('load', onLoad, true);
  const observer = new MutationObserver(markAdded);
  observer.observe(document.body, { childList: true, subtree: true });
  markFailedIn(document.body);
  return () => {
    document.removeEventListener('error', onError, true);
    document.removeEventListener('load', onLoad, true);
    observer.disconnect();
  };
}
