// A declared form's checks: its rules, made for the limits of the moment where they depend on them (a pay way's
// range), and, when declared as a module, loaded at the first check (./resolverOnDemand): zod and the contract's rules
// then stay off the form's first paint.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type RefObject } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { FormRules, FormSchema } from './declaration';
import { resolverOnDemand } from './resolverOnDemand';

/** Checks against the rules as they stand for `limits.current`; the form works on plain values, the schema parses them. */
function checking<S extends FormSchema, X>(rules: FormRules<S, X>, limits: RefObject<Partial<X>>): Resolver<FieldValues> {
  return (values, context, options) => (zodResolver(rules(limits.current)) as unknown as Resolver<FieldValues>)(values, context, options);
}

export function useRulesResolver<S extends FormSchema, X>(
  schema: S | undefined,
  load: (() => Promise<FormRules<S, X>>) | undefined,
  limits: RefObject<Partial<X>>,
): Resolver<FieldValues> {
  return useMemo(() => {
    if (schema) return checking(() => schema, limits);
    if (load) return resolverOnDemand<FieldValues>(() => load().then((rules) => checking(rules, limits)));
    throw new Error('a declared form needs `schema` or `rules`');
  }, [schema, load, limits]);
}
