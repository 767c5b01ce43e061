// Text-like fields: text, tel, email, number, password and textarea, all holding a string.
import { Input, TextArea } from 'antd-mobile';
import { useContext } from 'react';
import { asText, type FieldControlProps } from './fieldProps';
import { PasswordInput } from './PasswordInput';
import { LookContext } from '../lookContext';

// 'number' stays a text input with a decimal keypad: browsers ignore maxLength on type=number, and money is a
// decimal string anyway, never a float.
const INPUT_TYPE = { text: 'text', tel: 'tel', email: 'email', number: 'text' } as const;
const INPUT_MODE = { text: undefined, tel: 'tel', email: 'email', number: 'decimal' } as const;

// antd-mobile's Input and TextArea put aria-* (but the label) on their wrapper, not on the native field, so the row
// marks a failing field (label, underline, message) rather than passing aria-invalid here.
export function TextField({ field, value, onChange, onBlur, inputRef, id, ariaLabel }: FieldControlProps) {
  const look = useContext(LookContext);
  const common = {
    id,
    name: field.name,
    value: asText(value),
    onChange: (text: string) => onChange(text),
    onBlur,
    maxLength: field.maxLength,
    readOnly: field.readOnly,
    placeholder: field.placeholder,
    'aria-label': ariaLabel,
  };
  // TextArea enforces maxLength itself, counting characters as a person does (an emoji is one), and shows n/max.
  if (field.kind === 'textarea') return <TextArea {...common} ref={inputRef} autoSize={{ minRows: 3, maxRows: 6 }} showCount={!!field.maxLength} />;
  if (field.kind === 'password' && field.reveal) return <PasswordInput {...common} ref={inputRef} autoComplete={field.autoComplete ?? 'off'} classes={look.password} />;
  if (field.kind === 'password') return <Input {...common} ref={inputRef} type="password" autoComplete={field.autoComplete ?? 'off'} />;
  const kind = field.kind === 'tel' || field.kind === 'email' || field.kind === 'number' ? field.kind : 'text';
  return <Input {...common} ref={inputRef} type={INPUT_TYPE[kind]} inputMode={INPUT_MODE[kind]} autoComplete={field.autoComplete} clearable={!field.readOnly && field.clearable !== false} />;
}
