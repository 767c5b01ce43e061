import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface DetailField<T> {
  labelKey: string;
  value(item: T): ReactNode;
}

/** What a screen declares to show one thing: its query (from the URL's query) and how to lay it out. */
export interface DetailDeclaration<T, TKey extends QueryKey = QueryKey> {
  /** Query options for the item, e.g. articleQuery(Number(search.get('type'))). Resolving to null shows empty. */
  query(search: URLSearchParams): UseQueryOptions<T, Error, T, TKey>;
  /** A heading inside the body. */
  title?(item: NonNullable<T>): string;
  /** Label and value rows. */
  fields?: readonly DetailField<NonNullable<T>>[];
  /** Server HTML, rendered through SafeHtml. */
  html?(item: NonNullable<T>): string;
  footer?(item: NonNullable<T>): ReactNode;
  /** Locale key of the empty text; default common:empty. */
  emptyKey?: string;
}
