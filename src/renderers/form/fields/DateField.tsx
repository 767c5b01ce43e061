// A day picked from a wheel, held as 'YYYY-MM-DD' (what the API takes). Days are calendar days on the phone: no
// time zone arithmetic happens here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asText, type FieldControlProps } from './fieldProps';
import { useWheels } from './useWheels';

const DEFAULT_MIN = '1980-01-01';
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(text: string): Date | null {
  const match = DAY.exec(text);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const formatDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export function DateField({ field, value, onChange, onBlur, inputRef, id, invalid, describedBy }: FieldControlProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wheels = useWheels();
  const text = asText(value);
  const day = parseDay(text);
  return (
    <>
      <button
        type="button"
        id={id}
        ref={inputRef}
        className={`form-picker-trigger${text ? '' : ' form-placeholder'}`}
        disabled={field.readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {text || field.placeholder || t('renderers:form.choose')}
      </button>
      {wheels && (
        <wheels.DatePicker
          visible={open}
          value={day ?? (field.start ? parseDay(field.start()) : null)}
          min={parseDay(field.min ?? DEFAULT_MIN) ?? undefined}
          max={(field.max && parseDay(field.max)) || new Date()}
          precision="day"
          onClose={() => setOpen(false)}
          onConfirm={(date) => {
            onChange(formatDay(date));
            onBlur();
          }}
        />
      )}
    </>
  );
}
