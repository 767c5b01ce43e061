// One row of a declared form: its label, its control by kind, and the mark when it is the field that failed.
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from './fields/DateField';
import type { FieldControlProps } from './fields/fieldProps';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import type { LaidOutField } from './types';

interface FormFieldProps {
  field: LaidOutField;
  control: Control<FieldValues>;
  id: string;
  /** The locale key of this field's error, when it is the first failing field. */
  errorKey?: string;
}

function FieldControl(props: FieldControlProps) {
  if (props.field.kind === 'select') return <SelectField {...props} />;
  if (props.field.kind === 'date') return <DateField {...props} />;
  return <TextField {...props} />;
}

export function FormField({ field, control, id, errorKey }: FormFieldProps) {
  const { t } = useTranslation();
  const errorId = errorKey ? `${id}-error` : undefined;
  return (
    <div className={`form-field${errorKey ? ' form-field-invalid' : ''}`}>
      <label className="form-field-label" id={`${id}-label`} htmlFor={id}>
        {t(field.labelKey)}
      </label>
      <div className="form-field-control">
        <Controller
          control={control}
          name={field.name}
          render={({ field: rendered }) => (
            <FieldControl
              field={field}
              value={rendered.value}
              onChange={rendered.onChange}
              onBlur={rendered.onBlur}
              inputRef={rendered.ref}
              id={id}
              invalid={!!errorKey}
              describedBy={errorId}
            />
          )}
        />
      </div>
      {errorKey && (
        <p className="form-field-error" id={errorId}>
          {t(errorKey)}
        </p>
      )}
    </div>
  );
}
