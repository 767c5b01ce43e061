// A wallet chosen from a bottom picker: the central wallet or any venue.
import { Picker } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';

export interface WalletOption {
  value: string;
  label: string;
}

interface WalletPickerProps {
  label: string;
  placeholder: string;
  options: readonly WalletOption[];
  value: string;
  onChange: (value: string) => void;
}

export function WalletPicker({ label, placeholder, options, value, onChange }: WalletPickerProps) {
  const [open, setOpen] = useState(false);
  const chosen = options.find((o) => o.value === value);
  return (
    <div className="wallet-field wallet-field-half">
      <span className="wallet-field-label">{label}</span>
      <button type="button" className="wallet-picker" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className={chosen ? '' : 'wallet-muted'}>{chosen?.label ?? placeholder}</span>
        <DownOutline />
      </button>
      <Picker
        columns={[options.map((o) => ({ label: o.label, value: o.value }))]}
        visible={open}
        value={[value]}
        onClose={() => setOpen(false)}
        onConfirm={(picked) => typeof picked[0] === 'string' && onChange(picked[0])}
      />
    </div>
  );
}
