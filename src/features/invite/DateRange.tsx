// A from-to pair of day pickers (the records' date range), each day written for the language in use.
import { DatePicker } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/useFormat';

const pad = (n: number) => String(n).padStart(2, '0');
export const dayText = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function DayButton({ value, onChange, label }: { value: Date; onChange(date: Date): void; label: string }) {
  const [open, setOpen] = useState(false);
  const fmt = useFormat();
  return (
    <>
      <button type="button" className="invite-day" onClick={() => setOpen(true)} aria-label={label}>
        {fmt.date(dayText(value))}
      </button>
      <DatePicker visible={open} value={value} max={new Date()} precision="day" onClose={() => setOpen(false)} onConfirm={onChange} title={label} />
    </>
  );
}

export function DateRange({ from, to, onChange }: { from: Date; to: Date; onChange(from: Date, to: Date): void }) {
  const { t } = useTranslation();
  return (
    <div className="invite-range">
      <DayButton value={from} onChange={(date) => onChange(date, to)} label={t('invite:records.from')} />
      <span aria-hidden>{t('invite:records.to')}</span>
      <DayButton value={to} onChange={(date) => onChange(from, date)} label={t('invite:records.until')} />
    </div>
  );
}
