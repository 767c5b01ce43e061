// From declared fields to the rows the renderer shows for the values of the moment: those the values leave out
// dropped, each label and placeholder in words, each input's limit read from the contract's rule, each select's
// options resolved from what the form loaded, each fill and quick amount from the limits.
import type { TFunction } from 'i18next';
import { maxLengthOf } from '../../api/inputLimits';
import type { RequestSchema } from './declaration';
import type { FieldDeclaration, FormContext, LaidOut, PartDeclaration } from './types';

export function layOut<L, V, X>(
  fields: readonly (FieldDeclaration<string, string, L, V, X> | PartDeclaration<V>)[],
  request: RequestSchema | undefined,
  loaded: L | undefined,
  context: FormContext<V, X>,
  t: TFunction,
  words: Record<string, string | number>,
): LaidOut[] {
  return fields
    .filter((field) => field.when?.(context.values) ?? true)
    .map((entry) => {
      if ('part' in entry) return { key: entry.key, part: entry.part };
      const { contract, options, labelKey, placeholderKey, fill, quick, when: _when, section: _section, reveal, bare, maxLength, ...field } = entry;
      const rule = request?.shape[contract ?? field.name];
      const resolved = typeof options === 'function' ? (loaded === undefined ? [] : options(loaded)) : options;
      return {
        ...field,
        label: t(typeof labelKey === 'function' ? labelKey(context.values) : labelKey, words),
        placeholder: placeholderKey ? t(placeholderKey, words) : undefined,
        options: resolved,
        // A money input keeps its own digits (src/lib/moneyInput); the others stop at the contract's length.
        maxLength: field.kind === 'money' ? undefined : (maxLength ?? maxLengthOf(rule)),
        reveal: reveal ?? true,
        bare: bare ?? false,
        fill: fill && { label: t(fill.labelKey, words), value: fill.value(context) },
        quick: quick?.(context),
      };
    });
}
