// From declared fields to the rows the renderer shows: each input's limit read from the contract's rule, each
// select's options resolved from what the form loaded.
import { maxLengthOf } from '../../api/requestRules';
import type { FieldDeclaration, LaidOutField, RequestSchema } from './types';

/** The declared fields as laid out; `loaded` is what the declaration's `load` answered (undefined without one). */
export function layOut<L>(fields: readonly FieldDeclaration<string, string, L>[], request: RequestSchema | undefined, loaded: L | undefined): LaidOutField[] {
  return fields.map(({ contract, options, ...field }) => {
    const rule = request?.shape[contract ?? field.name];
    const resolved = typeof options === 'function' ? (loaded === undefined ? [] : options(loaded)) : options;
    return { ...field, options: resolved, maxLength: maxLengthOf(rule) };
  });
}
