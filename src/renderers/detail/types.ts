import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { DeclaredField } from '../fields';

/** A label/value row of the card, written by its declared format (src/renderers/fields). */
export type DetailField<T> = DeclaredField<T>;

/**
 * A card of entries (a menu, a list of settings): each field a row, opening its `to` when tapped, or with a control of
 * the feature's in place of its value (a switch kept on the device, the language).
 */
export interface DetailGroup<T> {
  key: string;
  fields: readonly (DeclaredField<T> & { control?: ComponentType })[];
}

/** A comparison in columns (two chains side by side): a heading per column, then rows of a label and a cell per column. */
export interface DetailTable<T> {
  /** Each column's heading: a locale key, or a name that is no word (t() gives it back as it is). */
  columns: readonly string[];
  /** Each cell a locale key, or the text a function of the item gives. */
  rows: readonly { labelKey: string; cells: readonly (string | ((item: T) => string))[] }[];
  /** Small print under it. */
  footnoteKeys?: readonly string[];
}

/** An embedded page filling the screen instead of the card (customer service). */
export interface DetailFrame<T> {
  /** The page's absolute http(s) URL; null when there is none to show: a retry for a queried item, else empty. */
  url(item: T): string | null;
  /** Locale key of the frame's accessible title. */
  titleKey: string;
}

/** A button under the page, in every state but the visitor's (the records, another deposit). */
export interface DetailLink {
  labelKey: string;
  to: string;
  primary?: boolean;
}

/** What a visitor reads on a member's page that the route leaves open (the spec's), with the way to log in. */
export interface DetailVisitor {
  titleKey: string;
  descriptionKey?: string;
  actionKey: string;
}

/**
 * What a screen declares to show one thing: its query (from the URL's query) and how to lay it out. Without a
 * query the screen is static: its groups and fields are read from an empty item.
 */
export interface DetailDeclaration<T, TKey extends QueryKey = QueryKey> {
  /**
   * Query options for the item, e.g. articleQuery(Number(search.get('type'))). Resolving to null shows empty. Null
   * options ask nothing: the page is drawn from an empty item (a visitor's, whose profile is not asked for).
   */
  query?(search: URLSearchParams): UseQueryOptions<T, Error, T, TKey> | null;
  /** The item read from the URL instead of asked of the server (a page kept elsewhere); null shows the empty text. */
  item?(search: URLSearchParams): T | null;
  /**
   * Where the back end keeps this page elsewhere (a capability it lacks, e.g. the about articles on Laravel): that
   * screen (another declaration) instead, and nothing is asked of this one's query.
   */
  instead?: { when(): boolean; screen: ComponentType };
  /** What stands in when the query fails (a brand's default page); the query cache's red toast still says so. */
  fallback?(): NonNullable<T>;
  /** The URL names nothing, or the server refused what it names: the empty text, and nothing to retry. */
  missing?(search: URLSearchParams, error: Error | null): boolean;
  /** Asked to log in first, and nothing is asked of the server, while no one is logged in. */
  visitor?: DetailVisitor;
  /** A feature's own part at the top (the member's card with their balance), laid out by the feature itself. */
  header?: ComponentType<{ item: NonNullable<T> }>;
  /** Big centred lines above the card (the amount to pay, its countdown): the label small, the value large. */
  hero?: readonly DetailField<NonNullable<T>>[];
  /** A heading inside the body: the server's words. */
  title?(item: NonNullable<T>): string;
  /** A heading inside the body: a locale key (the brand's own page). */
  titleKey?(item: NonNullable<T>): string;
  /** A locale key of a text read as the page (the brand's terms): each of its lines a paragraph. */
  textKey?(item: NonNullable<T>): string;
  /** Label and value rows of the card. A field with only a label is a note; an image's label is its alt text. */
  fields?: readonly DetailField<NonNullable<T>>[];
  /** Cards of entries, in order, before the card of fields. */
  groups?: readonly DetailGroup<NonNullable<T>>[];
  /** Server HTML, rendered through SafeHtml. */
  html?(item: NonNullable<T>): string;
  /** An embedded page; a declaration with a frame shows only the frame. */
  frame?: DetailFrame<NonNullable<T>>;
  /** A part of the feature's at the end (the actions, a logout). */
  footer?: ComponentType<{ item: NonNullable<T> }>;
  /** A comparison table in the card, after its text. */
  table?: DetailTable<NonNullable<T>>;
  links?: readonly DetailLink[];
  /** Locale key of the empty text; default common:empty. */
  emptyKey?: string;
}
