// A route's screen, its code loaded when first shown. Not React.lazy: a lazy component suspends on its first render
// even when its code has arrived already, and React holds back whatever replaces a Suspense fallback until 300 ms after
// that fallback appeared (so that placeholders do not flicker). The first screen, whose code is asked for at start-up
// and is usually in by the first render, then showed 300 ms late. Here a screen whose code is in renders at once, and
// one still loading shows the route's placeholder until a plain update (a transition, in slices) swaps it in.
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ScreenLoader } from './screens';

const loaded = new WeakMap<ScreenLoader, ComponentType>();
const loading = new WeakMap<ScreenLoader, Promise<ComponentType>>();

/** A screen's code, asked for once however many ask for it (the start-up's first screen and its route). */
export function loadScreen(load: ScreenLoader): Promise<ComponentType> {
  let promise = loading.get(load);
  if (!promise) {
    promise = load().then((module) => {
      loaded.set(load, module.default);
      return module.default;
    });
    promise.catch(() => loading.delete(load)); // the next one to ask tries again
    loading.set(load, promise);
  }
  return promise;
}

/** The component a route renders: the screen once its code is in, `placeholder` before; a failed load is thrown. */
export function screenComponent(load: ScreenLoader, placeholder: () => ReactNode): ComponentType {
  return function LoadedScreen() {
    // A function in state is taken for an updater: the component is kept wrapped.
    const [screen, setScreen] = useState(() => ({ Screen: loaded.get(load) }));
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (screen.Screen) return;
      let current = true;
      loadScreen(load).then(
        (Screen) => current && startTransition(() => setScreen({ Screen })),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [screen]);
    if (failure) throw failure.error; // the route's ChunkErrorBoundary offers a retry
    const { Screen } = screen;
    return Screen ? <Screen /> : placeholder();
  };
}
