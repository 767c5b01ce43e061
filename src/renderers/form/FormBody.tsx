// A declared form once what it needs has come: the tabs that pick its variant, the feature's header parts, then the
// form (its heading, the network note, its cards, its button and actions, its footer), or the panel a tab shows
// instead. A member on a visitors' form (the log-in) is sent on.
import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { NeedsNetwork } from '../../kit/NeedsNetwork';
import { useIsLoggedIn } from '../../session/tokenStore';
import { FormPartContext, useDeclaredForm } from '../headlessForm';
import type { FormDeclaration, FormInput, FormSchema, LimitQueries, LimitsOf, RequestSchema, SubmitResult } from './declaration';
import { FormButtons } from './FormButtons';
import { FormCards } from './FormCards';
import { FormTabsRow } from './FormTabsRow';
import { layOut } from './layout';
import { fullLook } from './look';
import { isPart, type FieldDeclaration, type FormValues, type LaidOut, type PartDeclaration } from './types';

type Props<S extends FormSchema, R extends SubmitResult, Q extends RequestSchema, L, K extends QueryKey, M extends LimitQueries<FormInput<S>>> = {
  declaration: FormDeclaration<S, R, Q, L, K, M>;
  loaded: L | undefined;
};

const TEXT_KINDS = new Set(['text', 'password', 'tel', 'email', 'number', 'textarea']);

/** The contract's request schema: at hand, or loaded when a text field is first entered (`request` as a module). */
function useRequest<Q extends RequestSchema>(request: Q | (() => Promise<Q>) | undefined) {
  const [loaded, setLoaded] = useState<Q | undefined>(typeof request === 'function' ? undefined : request);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!asked || loaded || typeof request !== 'function') return;
    let current = true;
    // A failed load is asked again at the next field entered.
    request().then((schema) => current && setLoaded(() => schema), () => current && setAsked(false));
    return () => {
      current = false;
    };
  }, [asked, loaded, request]);
  return { request: loaded, ask: () => setAsked(true) };
}

export function FormBody<S extends FormSchema, R extends SubmitResult, Q extends RequestSchema, L, K extends QueryKey, M extends LimitQueries<FormInput<S>>>({
  declaration,
  loaded,
}: Props<S, R, Q, L, K, M>) {
  type V = FormInput<S>;
  type X = LimitsOf<M>;
  const { t } = useTranslation();
  const look = fullLook(declaration.look);
  const idPrefix = useId();
  const loggedIn = useIsLoggedIn();
  const declared = useDeclaredForm<S, R, M, L>(declaration, loaded);
  const { form, values, context, words } = declared;
  const { request, ask } = useRequest(declaration.request);
  const [actionBusy, setActionBusy] = useState(false);
  const fieldList = declaration.fields as readonly (FieldDeclaration<string, string, L, V, X> | PartDeclaration<V>)[];
  const fields = layOut(fieldList, request, loaded, context, t, words);
  const sectionOf = useMemo(() => new Map(fieldList.map((entry) => ['part' in entry ? entry.key : entry.name, entry.section])), [fieldList]);

  const tabs = declaration.tabs;
  const tabOptions = tabs ? (typeof tabs.options === 'function' ? (loaded === undefined ? [] : tabs.options(loaded)) : tabs.options) : [];
  const tabValue = tabs ? (values as FormValues)[tabs.name] : undefined;
  const tab = tabOptions.find((option) => option.value === tabValue) ?? tabOptions[0];
  // A tab no longer offered (the methods changed on the server) gives way to the first one.
  useEffect(() => {
    if (tabs && tab && tab.value !== tabValue) declared.restart({ [tabs.name]: tab.value } as Partial<V>);
  }, [tabs, tab, tabValue, declared]);

  if (declaration.visitorsOnly && loggedIn && !declared.busy && !actionBusy) return <Navigate to={declaration.visitorsOnly(context.search)} replace />;

  const Panel = tabs && tab ? tabs.panels?.[String(tab.value)] : undefined;
  const headers: readonly ComponentType[] = declaration.header === undefined ? [] : Array.isArray(declaration.header) ? declaration.header : [declaration.header as ComponentType];
  const pair = declaration.pair;
  const swap = () => {
    if (!pair) return;
    const [a, b] = pair.names;
    const now = form.getValues();
    const starting = form.formState.defaultValues ?? {};
    form.setValue(a, now[b] || starting[a]);
    form.setValue(b, now[a]);
  };
  const Footer = declaration.footer;

  return (
    <FormPartContext value={declared.part}>
      {tabs && (
        <FormTabsRow
          options={tabOptions}
          value={tab?.value}
          // A tab starts the rest of the form afresh (a method's details, a withdrawal's account and amount).
          onChange={(value) => value !== tab?.value && declared.restart({ [tabs.name]: value } as Partial<V>)}
          labelKey={tabs.labelKey}
          control={tabs.control}
        />
      )}
      {headers.map((Header, i) => (
        <Header key={i} />
      ))}
      {Panel ? (
        <Panel />
      ) : (
        <form
          className={look.form}
          noValidate
          onSubmit={(event) => void declared.onSubmit(event)}
          onFocus={(event) => typeof declaration.request === 'function' && event.target instanceof HTMLInputElement && fieldOfInput(event.target, fields) && ask()}
        >
          {declaration.titleKey && <h2 className={look.title}>{t(declaration.titleKey)}</h2>}
          <NeedsNetwork />
          <FormCards<V, X>
            fields={fields}
            sectionOf={sectionOf}
            sections={declaration.sections}
            summary={declaration.summary}
            pair={pair}
            context={context}
            control={form.control}
            look={look}
            idPrefix={idPrefix}
            failing={declared.failing}
            words={words}
            onSwap={swap}
          />
          <FormButtons
            look={look}
            submitKey={declaration.submitKey}
            busy={declared.busy}
            ready={declaration.submitWhen?.(values) ?? true}
            actions={declaration.actions}
            getValues={() => form.getValues() as V}
            actionBusy={actionBusy}
            onActionBusy={setActionBusy}
          />
          {Footer && (look.footer ? <div className={look.footer}><Footer /></div> : <Footer />)}
        </form>
      )}
    </FormPartContext>
  );
}

/** Whether a focused input is a text field's (whose limit the contract's request gives), not an amount's. */
function fieldOfInput(input: HTMLInputElement, fields: readonly LaidOut[]): boolean {
  return fields.some((field) => !isPart(field) && field.name === input.name && TEXT_KINDS.has(field.kind));
}
