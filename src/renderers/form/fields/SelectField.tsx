// A choice among declared options: up to four fit one row of chips on a phone (one tap, all visible); more open a
// picker wheel from the bottom.
import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from './fieldProps';
import { useWheels } from './useWheels';

const CHIPS_MAX = 4;

export function SelectField({ field, value, onChange, onBlur, inputRef, id, invalid, describedBy }: FieldControlProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const options = (field.options ?? []).map((option) => ({ label: t(option.labelKey), value: option.value }));
  const wheels = useWheels(options.length > CHIPS_MAX); // chips need no wheel
  const chosen = options.find((option) => option.value === value);
  const choose = (picked: string | number | null | undefined) => {
    if (picked === undefined || picked === null) return;
    onChange(picked);
    onBlur();
  };

  if (options.length <= CHIPS_MAX) {
    return (
      // A bare field (chips under a card's title) has no label of its own to point at: it is named by its words.
      <div
        id={id}
        ref={inputRef}
        tabIndex={-1}
        role="group"
        aria-labelledby={field.bare ? undefined : `${id}-label`}
        aria-label={field.bare ? field.label : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        <Selector
          columns={Math.max(options.length, 1)}
          options={options}
          value={chosen ? [chosen.value] : []}
          disabled={field.readOnly}
          // Single choice: tapping the chosen chip again keeps it chosen rather than clearing the field.
          onChange={(values) => choose(values[0])}
        />
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        id={id}
        ref={inputRef}
        className={`form-picker-trigger${chosen ? '' : ' form-placeholder'}`}
        disabled={field.readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {chosen?.label ?? field.placeholder ?? t('renderers:form.choose')}
      </button>
      {wheels && (
        <wheels.Picker
          columns={[options]}
          visible={open}
          value={chosen ? [chosen.value] : []}
          onClose={() => setOpen(false)}
          onConfirm={(values) => choose(values[0])}
        />
      )}
    </>
  );
}
