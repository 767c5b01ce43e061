import { lazy, Suspense, type ComponentType, type JSX } from 'react';

/**
 * A view whose code loads the first time it is shown, drawing nothing until then: for views most screens never show
 * (see LoadFailed.tsx), which their first paint should not wait for.
 */
export function onFirstShow<Props extends object>(load: () => Promise<ComponentType<Props>>): (props: Props) => JSX.Element {
  const Lazy = lazy(() => load().then((view) => ({ default: view })));
  return function ShownOnDemand(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
