// One page for a worker's files (the web project, vite.config.ts): what a file changed of the page's own objects goes
// back before the next file. Tests set the page's facts as a phone would have them (a secure context, no network, a
// hidden tab, an older engine's missing feature) with Object.defineProperty; each property so set or changed since the
// first file began is put back, or taken away when the page had none.

type Snapshot = Map<PropertyKey, PropertyDescriptor | undefined>;

/** The objects whose own properties tests set, and whether a property new on them is taken away (not on the window, where the app's libraries keep theirs). */
const watched = (): { target: object; dropNew: boolean }[] => [
  { target: globalThis, dropNew: false },
  { target: navigator, dropNew: true },
  { target: document, dropNew: true },
  { target: Navigator.prototype, dropNew: true },
  { target: Document.prototype, dropNew: true },
  { target: HTMLElement.prototype, dropNew: true },
  { target: HTMLScriptElement.prototype, dropNew: true },
];

const snapshotOf = (target: object): Snapshot =>
  new Map(Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)]));

const same = (a: PropertyDescriptor | undefined, b: PropertyDescriptor | undefined) =>
  a === b || (!!a && !!b && a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable);

/** Kept on the worker's global: the setup runs again for every file, the page it snapshots only once. */
const store = globalThis as { pageSnapshot?: { target: object; dropNew: boolean; before: Snapshot }[] };

/** The page's properties as the worker's first file found them (taken once). */
export function snapshotPage(): void {
  store.pageSnapshot ??= watched().map(({ target, dropNew }) => ({ target, dropNew, before: snapshotOf(target) }));
}

/** Puts back every property a file set or changed, and takes away those it added. */
export function restorePage(): void {
  for (const { target, dropNew, before } of store.pageSnapshot ?? []) {
    for (const key of Reflect.ownKeys(target)) {
      const was = before.get(key);
      const now = Object.getOwnPropertyDescriptor(target, key);
      if (!before.has(key)) {
        if (dropNew && now?.configurable) {
          Reflect.deleteProperty(target, key);
        }
      } else if (!same(was, now) && was && now?.configurable) {
        Object.defineProperty(target, key, was);
      }
    }
  }
}
