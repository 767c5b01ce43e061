// What a feature's part of a declared form (a header, a card's part, a custom control, an aside) may know and do:
// the form's values, its limits (fresh answers only), and setting a value (a venue tapped becomes the transfer's side).
import { createContext, useContext } from 'react';
import type { FormValues } from './declaration';

export interface FormPart<V = FormValues, X = FormValues> {
  values: V;
  limits: Partial<X>;
  set<K extends Extract<keyof V, string>>(name: K, value: V[K]): void;
  /** The values as they are this instant (after a set in the same handler). */
  get(): V;
  /** A call of the form's is out: a part's own buttons may wait too. */
  busy: boolean;
}

export const FormPartContext = createContext<FormPart | null>(null);

/** The form this part is drawn in; V and X are the declaration's values and limits, which the part knows. */
export function useFormPart<V = FormValues, X = FormValues>(): FormPart<V, X> {
  const part = useContext(FormPartContext);
  if (!part) throw new Error('useFormPart: not inside a declared form');
  // The context holds the form the part was declared in; its types are the declaration's.
  return part as unknown as FormPart<V, X>;
}
