import { useEffect, useState } from 'react';
import type * as WheelsModule from './wheels';

type Wheels = typeof WheelsModule;

let loaded: Wheels | undefined;
let loading: Promise<Wheels> | undefined;

/**
 * The picker wheels, loaded after the form's first paint (an effect) instead of before it: undefined until they arrive.
 * A tap before then opens the wheel as soon as it has loaded. A failed load is tried again by the next field that asks.
 * `wanted` false (a field that shows no wheel, such as a row of chips) asks for nothing.
 */
export function useWheels(wanted = true): Wheels | undefined {
  const [wheels, setWheels] = useState(loaded);
  useEffect(() => {
    if (wheels || !wanted) return;
    let current = true;
    loading ??= import('./wheels').then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading.then((module) => current && setWheels(module)).catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wheels, wanted]);
  return wheels;
}
