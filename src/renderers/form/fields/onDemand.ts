import { useEffect, useState } from 'react';

/**
 * A hook giving a module loaded after the field's first paint (an effect) instead of before it: undefined until it
 * arrives. Loaded once for every field that asks; a failed load is tried again by the next field that asks. `wanted`
 * false asks for nothing (a row of chips needs no wheel).
 */
export function onDemand<T>(load: () => Promise<T>): (wanted?: boolean) => T | undefined {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return function useOnDemand(wanted = true) {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module || !wanted) return;
      let current = true;
      loading ??= load().then(
        (done) => (loaded = done),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      loading.then((done) => current && setModule(() => done)).catch(() => undefined);
      return () => {
        current = false;
      };
    }, [module, wanted]);
    return module;
  };
}
