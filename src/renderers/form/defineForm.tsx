import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useHeaderTitle } from '../../kit/headerTitle';
import type { FormDeclaration, FormInput, FormSchema, FormTab, LimitQueries, RequestSchema, SubmitResult } from './declaration';
import { FormScreen } from './FormScreen';

/** A screen component from a form declaration, for screens.config.ts (a module's default export). */
export function defineForm<
  S extends FormSchema,
  R extends SubmitResult,
  Q extends RequestSchema = RequestSchema,
  L = never,
  K extends QueryKey = QueryKey,
  M extends LimitQueries<FormInput<S>> = Record<never, never>,
>(declaration: FormDeclaration<S, R, Q, L, K, M>): ComponentType {
  function DeclaredForm() {
    return <FormScreen declaration={declaration} />;
  }
  return DeclaredForm;
}

/**
 * A screen of several declared forms, one shown at a time, picked by the URL's `param` (/password?type=1 is the
 * login password, any other the pay password). Each keeps its own state; the header names the one showing.
 */
export function defineFormTabs({ param, tabs }: { param: string; tabs: readonly FormTab[] }): ComponentType {
  const fallback = tabs.find((tab) => tab.when === undefined);
  function DeclaredForm() {
    const { t } = useTranslation();
    const [search] = useSearchParams();
    const value = search.get(param);
    const tab = tabs.find((x) => x.when !== undefined && x.when === value) ?? fallback ?? tabs[0];
    useHeaderTitle(tab ? t(tab.titleKey) : null);
    if (!tab) return null;
    const Form = tab.form;
    // A key per tab: switching starts the other form afresh.
    return <Form key={tab.titleKey} />;
  }
  return DeclaredForm;
}
