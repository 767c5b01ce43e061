// One row of a declared form: its label, its control by kind, what the declaration puts beside it, and the mark
// when it is the field that failed (in a look that marks).
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckField } from './fields/CheckField';
import { DateField } from './fields/DateField';
import type { FieldControlProps } from './fields/fieldProps';
import { MoneyField } from './fields/MoneyField';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import type { FullLook } from './look';
import type { LaidOutField } from './types';

interface FormFieldProps {
  field: LaidOutField;
  control: Control<FieldValues>;
  id: string;
  look: FullLook;
  /** The locale key of this field's error, when it is the first failing field; `words` fill its placeholders. */
  errorKey?: string;
  words?: Record<string, string | number>;
  /** A class of the row besides the look's (one of a pair). */
  extraClass?: string;
}

const TEXT_KINDS = new Set(['text', 'password', 'tel', 'email', 'number', 'textarea']);

function FieldControl(props: FieldControlProps) {
  const { kind, control: Custom } = props.field;
  if (Custom) return <Custom {...props} />;
  if (kind === 'select') return <SelectField {...props} />;
  if (kind === 'date') return <DateField {...props} />;
  if (kind === 'money') return <MoneyField {...props} />;
  if (kind === 'check') return <CheckField {...props} />;
  return <TextField {...props} />;
}

export function FormField({ field, control, id, look, errorKey, words, extraClass }: FormFieldProps) {
  const { t } = useTranslation();
  const marked = errorKey && look.marks ? look.marks : undefined;
  // A check's words are its own; an icon stands for the label, which is then the input's name only.
  const labelled = field.kind !== 'check' && !field.icon && look.label;
  const pointedAt = labelled && !look.wrap;
  const errorId = marked ? `${id}-error` : undefined;
  const describedBy = [errorId, field.describedBy].filter(Boolean).join(' ') || undefined;
  const controller = (
    <Controller
      control={control}
      name={field.name}
      render={({ field: rendered }) =>
        field.kind === 'hidden' ? (
          <input type="hidden" name={field.name} value={String(rendered.value ?? '')} />
        ) : (
          <FieldControl
            field={field}
            value={rendered.value}
            onChange={rendered.onChange}
            onBlur={rendered.onBlur}
            inputRef={rendered.ref}
            id={id}
            invalid={!!errorKey}
            describedBy={describedBy}
            ariaLabel={pointedAt ? undefined : field.label}
          />
        )
      }
    />
  );
  if (field.bare || field.kind === 'hidden') return controller;

  const Icon = field.icon;
  const Aside = field.aside;
  const label = !labelled ? null : look.wrap ? (
    <span className={look.label} id={`${id}-label`}>
      {field.label}
    </span>
  ) : (
    <label className={look.label} id={`${id}-label`} htmlFor={id}>
      {field.label}
    </label>
  );
  const body = (
    <>
      {label}
      {Icon && <Icon className={look.icon} />}
      {look.control ? <div className={look.control}>{controller}</div> : controller}
      {Aside && <Aside />}
      {marked && (
        <p className={marked.error} id={errorId}>
          {t(errorKey!, words)}
        </p>
      )}
    </>
  );
  const kindClass = field.kind === 'check' || field.kind === 'money' ? look.kinds?.[field.kind] : undefined;
  const className = [kindClass ?? look.field, extraClass, marked?.invalid].filter(Boolean).join(' ');
  // A text row may be a <label> around its words and input (a tap anywhere focuses it); never one holding buttons.
  return look.wrap && TEXT_KINDS.has(field.kind) ? <label className={className}>{body}</label> : <div className={className}>{body}</div>;
}
