// The parts of a form declaration: each field (its widget, label and place), the cards they sit in, a summary of
// the values, the tabs that pick a variant of the form. The declaration itself is ./declaration.ts (what the form does,
// its rules, limits, call and what follows, ../headlessForm); the class names it is drawn with, ./look.ts.
import type { ComponentType } from 'react';
import type { RefCallBack } from 'react-hook-form';
import type { FormContext, FormValues, Words } from '../headlessForm';

export type { FormContext, FormValues, Words } from '../headlessForm';

export type FieldKind = 'text' | 'password' | 'tel' | 'email' | 'number' | 'textarea' | 'select' | 'date' | 'money' | 'check' | 'hidden' | 'custom';

export interface SelectOption {
  value: string | number;
  labelKey: string;
}

/** One field as declared; L is what the form loads first (`load`), V its values, X its limits. */
export interface FieldDeclaration<TName extends string = string, TContract extends string = string, L = never, V = FormValues, X = FormValues> {
  name: TName;
  /**
   * The request property whose contract rules this field is sent as, when its name differs (a confirmation names
   * the password it repeats). Its maxLength is the input's: the contract, not the declaration, limits what is typed.
   */
  contract?: TContract;
  /** Its label, or one chosen by the form's values (an address on one tab, a card on the other). */
  labelKey: string | ((values: V) => string);
  placeholderKey?: string;
  kind: FieldKind;
  /** select: the choices, or a function of what `load` answered. Up to four show as chips in one row; more open a picker. */
  options?: readonly SelectOption[] | ((loaded: L) => readonly SelectOption[]);
  readOnly?: boolean;
  /** date: the earliest and latest day offered, 'YYYY-MM-DD' (default 1980-01-01 to today). */
  min?: string;
  max?: string;
  /** date: the day the wheel opens on while the field is empty, 'YYYY-MM-DD' (default today). */
  start?(): string;
  /** Shown only while this holds of the form's values (a deposit method's own details); the rules say what is checked. */
  when?(values: V): boolean;
  /** The card it sits in, where the form declares several (`sections`); the last one when not said. */
  section?: string;
  /**
   * The spec's input limit, for a form whose rules load at its first check: the contract's lengths would bring zod to
   * its first paint. Any other form takes the contract's (`request`), never a length of its own.
   */
  maxLength?: number;
  autoComplete?: string;
  /** text: false leaves out the clear button (a code typed beside its picture). Default true. */
  clearable?: boolean;
  /** An icon before the input, which then carries the label as its accessible name only (the log-in rows). */
  icon?: ComponentType<{ className?: string }>;
  /** password: false leaves out the show/hide eye. Default true. */
  reveal?: boolean;
  /** money: a button filling it from the limits (all, the maximum); it fills nothing while the limit has no fresh answer. */
  fill?: { labelKey: string; value(context: FormContext<V, X>): string | undefined };
  /** money: amounts offered as chips under it, in whole yuan (those within a pay way's range). */
  quick?(context: FormContext<V, X>): readonly number[];
  /** custom: the feature's own widget (an account picker, a wallet picker). */
  control?: ComponentType<FieldControlProps>;
  /** Drawn after the control, in its row (the captcha's picture, the link beside the tick). */
  aside?: ComponentType;
  /** The control alone, without its row and label (chips under a card's title, which names them). */
  bare?: boolean;
  /** The id of a text that says more of it (aria-describedby): a note of the feature's. */
  describedBy?: string;
}

/** A field as the renderer lays it out: its words, options, input limit and fill resolved for the values now. */
export interface LaidOutField {
  name: string;
  kind: FieldKind;
  label: string;
  placeholder?: string;
  options?: readonly SelectOption[];
  maxLength?: number;
  readOnly?: boolean;
  min?: string;
  max?: string;
  start?(): string;
  autoComplete?: string;
  clearable?: boolean;
  icon?: ComponentType<{ className?: string }>;
  reveal: boolean;
  fill?: { label: string; value: string | undefined };
  quick?: readonly number[];
  control?: ComponentType<FieldControlProps>;
  aside?: ComponentType;
  bare: boolean;
  describedBy?: string;
}

/** A part as the renderer lays it out among the fields. */
export interface LaidOutPart {
  key: string;
  part: ComponentType;
}
export type LaidOut = LaidOutField | LaidOutPart;
export const isPart = (entry: LaidOut): entry is LaidOutPart => 'part' in entry;

/** What every field control receives from its row. */
export interface FieldControlProps {
  field: LaidOutField;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** Lets the form focus this control when it is the first failing field. */
  inputRef: RefCallBack;
  /** The id the row's label points at. */
  id: string;
  invalid: boolean;
  /** The ids of the row's error text and of the field's own note, when there are. */
  describedBy?: string;
  /** The input's name where no <label> points at it (an icon instead, or a row that is a label around more than it). */
  ariaLabel?: string;
}

/**
 * A part of the feature's among the fields, in their order (the receiving account, the turnover still owed): it may
 * read and set the form's values (useFormPart).
 */
export interface PartDeclaration<V = FormValues> {
  key: string;
  part: ComponentType;
  when?(values: V): boolean;
  section?: string;
}

/** A card of the form: its fields and parts (each naming it), a title, a note at its end. */
export interface FormSection<V = FormValues, X = FormValues> {
  key: string;
  titleKey?: string;
  /** Shown only while this holds (the receiving account, for a bank deposit only). */
  when?(values: V): boolean;
  /** A sentence under its fields, from the limits (the USDT rate); none while it gives null. */
  note?(context: FormContext<V, X>): Words | null;
}

export interface SummaryRow {
  key: string;
  labelKey: string;
  value: string;
  /** The figure that matters most (what arrives). */
  strong?: boolean;
}

/** Figures computed from the values and the limits, shown as they are typed (the USDT quote), before anything is sent. */
export interface FormSummary<V = FormValues, X = FormValues> {
  /** Names it; each row's test id is `${key}-${row.key}`. */
  key: string;
  /** Its accessible name. */
  labelKey: string;
  /** The card it ends (the last one when not said). */
  section?: string;
  when?(values: V): boolean;
  /** The rows, or null while the values (an amount) or the limits (a fresh rate) do not give them. */
  rows(context: FormContext<V, X>): readonly SummaryRow[] | null;
}

/** What a tab row receives (as renderers/tabs' ScrollTabs takes it): the choices, in words, and the one chosen. */
export interface TabsControlProps {
  tabs: readonly { value: string | number; label: string }[];
  value: string | number | undefined;
  onChange(value: string | number): void;
  /** The tab list's accessible name. */
  label?: string;
}

/**
 * A field shown as a row of tabs above everything (a deposit method, a withdrawal's kind): switching starts the rest
 * of the form afresh, from its defaults.
 */
export interface FormTabs<TName extends string = string, L = never> {
  name: TName;
  options: readonly SelectOption[] | ((loaded: L) => readonly SelectOption[]);
  labelKey?: string;
  /**
   * The row: renderers/tabs' ScrollTabs (the app's own, scrolling sideways), or the feature's own. Named by the
   * declaration, so a form without tabs loads none.
   */
  control: ComponentType<TabsControlProps>;
  /** A choice that shows a panel of the feature's instead of the form (a deposit through customer service). */
  panels?: Readonly<Record<string, ComponentType>>;
}

/** Two fields side by side with a button between them that swaps their values (from and to). */
export interface FormPair<TName extends string = string> {
  names: readonly [TName, TName];
  swapLabelKey: string;
}
