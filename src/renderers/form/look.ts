// The class names a form is drawn with. The renderer's own (./form.css) by default; a feature whose forms share a
// look of its own (the wallet's cards, the log-in card under the brand) names the classes of its stylesheet, as a
// list row may: the renderer still draws every part, the feature's stylesheet only styles them.

export interface FormLook {
  /** Around everything: the tabs, the header parts, the form. None by default. */
  page?: string;
  form: string;
  /** The form's heading (`titleKey`). */
  title?: string;
  /** Each card of fields; absent, the fields sit in the form itself. */
  card?: string;
  cardTitle?: string;
  /** Each field's row, and a kind's own where it differs (the tick's row on the log-in card). */
  field: string;
  kinds?: Partial<Record<'check' | 'money', string>>;
  /** The label above or beside the control; absent, the label is the input's accessible name only (an icon shows instead). */
  label?: string;
  /** Around the control. */
  control?: string;
  icon?: string;
  /** A card's sentence under its fields. */
  note?: string;
  /** A text field's row is a <label> around its words and its input: a tap anywhere on it focuses the input. */
  wrap?: boolean;
  /** The failing field's row is marked and its message shown under it (the red toast says it either way). */
  marks?: { invalid: string; error: string };
  submit?: string;
  /** The button says it is sending (`common:submitting`) beside its spinner. Default true. */
  busyText?: boolean;
  /** Around the footer part; none when absent. */
  footer?: string;
  /** The placeholder while `load` is pending; the renderer's own where not given, as the next two. */
  loading?: { className: string; lines: number };
  /** The password field and its eye. */
  password?: { box: string; eye: string };
  /** A pair of fields with the swap between them. */
  pair?: { row: string; half: string; swap: string };
}

/** The look's class names, those it leaves out taken from the renderer's own look. */
export type FullLook = FormLook & Required<Pick<FormLook, 'loading' | 'password' | 'pair'>>;

export const FORM_LOOK: FullLook = {
  form: 'form-screen',
  card: 'form-screen-card',
  field: 'form-field',
  label: 'form-field-label',
  control: 'form-field-control',
  note: 'form-note',
  marks: { invalid: 'form-field-invalid', error: 'form-field-error' },
  submit: 'form-screen-submit',
  footer: 'form-screen-footer',
  loading: { className: 'form-screen-card form-screen-loading', lines: 8 },
  password: { box: 'form-password', eye: 'form-password-eye' },
  pair: { row: 'form-pair', half: 'form-pair-half', swap: 'form-pair-swap' },
};

export const fullLook = (look: FormLook | undefined): FullLook =>
  look ? { ...look, loading: look.loading ?? FORM_LOOK.loading, password: look.password ?? FORM_LOOK.password, pair: look.pair ?? FORM_LOOK.pair } : FORM_LOOK;
