// A form's rules that load at its first check instead of with its screen: for the forms a visit can start on (log-in,
// registration), zod and the contract's rules are ~22 KB (compressed) of script and 15-25 ms of a slow phone's main
// thread that the first paint need not wait for. React Hook Form checks on submit, so the player never waits on them.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What the form reports when the rules cannot be loaded (no network): the app's network sentence, as a form error. */
const UNREACHABLE = 'errors:network';

export function resolverOnDemand<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    let resolver: Resolver<T>;
    try {
      resolver = await (loading ??= load());
    } catch {
      loading = undefined; // the next check tries again
      // A form-wide error (React Hook Form's `root`), which its type can only take by assertion.
      const errors = { root: { type: 'unreachable', message: UNREACHABLE } } as FieldErrors<T>;
      return { values: {}, errors };
    }
    return resolver(values, context, options); // the rules' own failures are not the network's
  };
}
