// What a screen declares to get a paged list: where its rows come from and which filters it offers (../listQuery),
// how to draw a row, and what goes around the rows.
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { DeclaredField, FieldIcon } from '../fields';
import type { ListFilterValues, ListSource, Page } from '../listQuery';

// Where the rows come from is the list's query's (../listQuery), which the first screen's prefetch uses on its own.
export type { FetchPageParams, ListFilters, ListFilterValues, ListOption, ListSource, Page, TypeOption } from '../listQuery';

/** A row of the page type. */
export type ItemOf<TPage extends Page<unknown>> = TPage['data'][number];

/** A button on a row that changes it on the server (removing a card), asked first when it cannot be undone. */
export interface RowAction<TItem> {
  /** Locale key of the button's accessible name. */
  labelKey: string;
  /** An icon's component (or an element). */
  icon: FieldIcon;
  /** The question asked first: its locale key and the values it names (the row's masked number). */
  confirm?(item: TItem): { key: string; values?: Record<string, string> };
  /** The call. The server's message becomes the toast; the list is asked again when it settles. */
  run(item: TItem): Promise<unknown>;
}

/** A line of a row: one field (its label at the start, its value at the end), or several side by side. */
export type RowLine<TItem> = DeclaredField<TItem> | readonly DeclaredField<TItem>[];

/** A row declared as fields, so no list needs a row component of its own. */
export interface ListRow<TItem> {
  /** A picture before the fields (a bank's logo); with no fields it is the whole row (a banner). */
  media?: DeclaredField<TItem>;
  /**
   * The row's lines: the first is its heading; the rest follow under it, labelled where they declare a label. A line
   * of several fields draws them side by side, the first at the start and the last at the end (a record's kind and
   * its amount; its number and its state).
   */
  fields?: readonly RowLine<TItem>[];
  /** Where tapping the row leads; a row without an in-app path is not a button. */
  to?(item: TItem): string | undefined;
  actions?: readonly RowAction<TItem>[];
  /**
   * A modifier of the row's look: `card` (default), `bare` (a picture with no card around it) or `banner` (a card
   * with its picture across the top, the fields under it).
   */
  look?: 'card' | 'bare' | 'banner';
  /** A class of the feature's stylesheet for a row that looks like what it stands for (a bank card, a USDT card). */
  className?(item: TItem): string;
}

/** An entry after the rows that adds one more (a card), offered while fewer than `max` rows are listed. */
export interface ListAddEntry<TType extends number | undefined> {
  labelKey(filters: ListFilterValues<TType>): string;
  to(filters: ListFilterValues<TType>): string;
  max: number;
  /** Locale key shown instead at the limit; it receives {{max}}. */
  limitKey: string;
}

export type ListDeclaration<
  TPage extends Page<unknown>,
  TType extends number | undefined = undefined,
  TPlatformKey extends QueryKey = QueryKey,
> = ListSettings<TPage, TType, TPlatformKey> & {
  /** How each row is drawn: declared as fields, never as a component of the screen's own. */
  row: ListRow<ItemOf<TPage>>;
};

interface ListSettings<TPage extends Page<unknown>, TType extends number | undefined, TPlatformKey extends QueryKey>
  extends ListSource<TPage, TType, TPlatformKey> {
  /** The call answers every row at once (fetchPage made with onePage): no load-more footer under the rows. */
  allAtOnce?: true;
  itemKey(item: ItemOf<TPage>): string | number;
  /** Drawn above everything else, whatever the rows' state: ways to other screens that need none of the rows. */
  header?: ComponentType;
  /**
   * The route whose feature the rows belong to (the red packets drawn: `/hongbao`). Where the brand turns that route
   * off, the list neither asks for them nor shows them, nor their empty state: only its header and footer stay.
   */
  rowsOf?: string;
  /** Locale key of a heading over the rows (and over their empty state), after the summary. */
  heading?: string;
  /** Drawn above the rows (and above the empty state), given the first page: totals the call adds to it. */
  summary?: ComponentType<{ page: TPage }>;
  /** The same as declared fields: a card of labelled totals from the first page. */
  summaryFields?: readonly DeclaredField<TPage>[];
  /** Rows in a run with the same value of this field come under one heading showing it (a day, say). */
  groupBy?: DeclaredField<ItemOf<TPage>>;
  /** Locale key of the empty text (or one per filter set, a tab's own); default common:empty. */
  emptyKey?: string | ((filters: ListFilterValues<TType>) => string);
  add?: ListAddEntry<TType>;
  /** Drawn below the list, outside the pull-to-refresh area (a fixed bar of entries, say). */
  footer?: ComponentType;
}
