// The formatters (src/lib/format) bound to the language in use: a component reading them re-renders when the member
// switches language, since useTranslation does.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount, formatDate, formatDateTime, type Shown } from './format';

export interface Formatters {
  lang: string;
  money(value: Shown): string;
  count(value: Shown): string;
  dateTime(value: Shown): string;
  date(value: Shown): string;
}

export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(
    () => ({
      lang,
      money: (value) => formatAmount(value, lang),
      count: (value) => formatCount(value, lang),
      dateTime: (value) => formatDateTime(value, lang),
      date: (value) => formatDate(value, lang),
    }),
    [lang],
  );
}
