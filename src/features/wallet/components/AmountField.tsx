// The amount row of a wallet form: its label, the money input, and optionally a button that fills it (all, max).
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MoneyField } from './MoneyField';

interface AmountFieldProps<T extends FieldValues> {
  control: Control<T>;
  label: string;
  placeholder: string;
  fill?: { label: string; onClick: () => void };
  /** Shown under the input, e.g. quick amounts. */
  children?: ReactNode;
}

export function AmountField<T extends FieldValues & { amount: string }>({ control, label, placeholder, fill, children }: AmountFieldProps<T>) {
  const { field } = useController({ control, name: 'amount' as Path<T> });
  return (
    <div className="wallet-field">
      <span className="wallet-field-label">{label}</span>
      <MoneyField
        value={String(field.value)}
        onChange={field.onChange}
        label={label}
        placeholder={placeholder}
        extra={
          fill && (
            <button type="button" className="wallet-max" onClick={fill.onClick}>
              {fill.label}
            </button>
          )
        }
      />
      {children}
    </div>
  );
}
