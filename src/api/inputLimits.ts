// The longest text a contract rule takes, read without zod's code: the form renderer lays out every form with it,
// and a form whose rules load at its first check (log-in, a deposit) must not bring zod to its first paint for this.
// Reads zod's public `def` (its kind, the inner rule of an optional one) and a string rule's `maxLength`.

interface RuleShape {
  def?: { type?: unknown; innerType?: unknown };
  maxLength?: unknown;
}

const shapeOf = (rule: unknown): RuleShape | undefined => (typeof rule === 'object' && rule !== null ? (rule as RuleShape) : undefined);

/** The longest text a contract rule takes (its maxLength), so an input stops there; undefined when it sets none. */
export function maxLengthOf(rule: unknown): number | undefined {
  const outer = shapeOf(rule);
  const kind = outer?.def?.type;
  const inner = kind === 'optional' || kind === 'nullable' ? shapeOf(outer?.def?.innerType) : outer;
  const max = inner?.def?.type === 'string' ? inner.maxLength : undefined;
  return typeof max === 'number' ? max : undefined;
}
