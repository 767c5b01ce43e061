// What the summary leaves out, and what it kept as "other": the server sends each list's first rows only, with what the
// rest hold (openapi.yaml, TelemetrySummary), and keeps a route not the site's or a call not the contract's as "other".
import { useTranslation } from 'react-i18next';
import type { Summary } from './api';

type Rest = Summary['rest'][keyof Summary['rest']];

/** The collector's word for a route or a call it does not know (server/features/telemetry/sanitize.ts). */
export const OTHER = 'other';

/** "…and 12 more, 340 reports in all" under a list, when it leaves anything out. */
export function RestNote({ rest }: { rest: Rest }) {
  const { t } = useTranslation();
  if (rest.rows === 0 && rest.count === 0) return null;
  return (
    <p className="field-muted field-rest" data-testid="field-rest">
      {rest.rows > 0 ? t('field:rest.more', { rows: rest.rows, count: rest.count }) : t('field:rest.other', { count: rest.count })}
    </p>
  );
}

/** A route or a call as the page names it: as sent, or in words for "other". */
export function Named({ value }: { value: string }) {
  const { t } = useTranslation();
  return value === OTHER ? <em>{t('field:other')}</em> : <code>{value}</code>;
}
