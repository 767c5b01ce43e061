// A tick (the auto-login's): its words beside it, holding true or false.
import { Checkbox } from 'antd-mobile';
import type { FieldControlProps } from './fieldProps';

export function CheckField({ field, value, onChange, onBlur, id }: FieldControlProps) {
  return (
    <Checkbox
      id={id}
      className="form-check"
      checked={value === true}
      disabled={field.readOnly}
      onChange={(checked) => {
        onChange(checked);
        onBlur();
      }}
    >
      {field.label}
    </Checkbox>
  );
}
