// An amount: a decimal keypad, digits and at most two places kept (never a float), a button filling it from a limit
// (all, the maximum) and amounts offered as chips under it.
import { Input } from 'antd-mobile';
import { moneyInput } from '../../../lib/moneyInput';
import { asText, type FieldControlProps } from './fieldProps';

export function MoneyField({ field, value, onChange, onBlur, inputRef, id, ariaLabel }: FieldControlProps) {
  const { fill, quick } = field;
  return (
    <div className="form-amount">
      <div className="form-money">
        <span className="form-money-symbol" aria-hidden>
          ¥
        </span>
        <Input
          id={id}
          ref={inputRef}
          value={asText(value)}
          onChange={(text) => onChange(moneyInput(text))}
          onBlur={onBlur}
          placeholder={field.placeholder}
          inputMode="decimal"
          aria-label={ariaLabel}
          readOnly={field.readOnly}
          clearable
        />
        {fill && (
          // Nothing to fill while the limit has no fresh answer: a kept one is never filled in.
          <button type="button" className="form-money-fill" onClick={() => fill.value !== undefined && onChange(fill.value)}>
            {fill.label}
          </button>
        )}
      </div>
      {quick && (
        <div className="form-quick">
          {quick.map((yuan) => (
            <button key={yuan} type="button" className="form-chip" onClick={() => onChange(String(yuan))}>
              {yuan}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
