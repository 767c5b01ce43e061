// A money input: a decimal keypad, digits and at most two places kept (never a float), optional button on the right.
import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { moneyInput } from '../money';

interface MoneyFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  extra?: ReactNode;
}

export function MoneyField({ value, onChange, placeholder, label, extra }: MoneyFieldProps) {
  return (
    <div className="wallet-money-field">
      <span className="wallet-money-symbol" aria-hidden>
        ¥
      </span>
      <Input value={value} onChange={(v) => onChange(moneyInput(v))} placeholder={placeholder} inputMode="decimal" aria-label={label} clearable />
      {extra}
    </div>
  );
}
