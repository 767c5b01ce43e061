// An amount as a screen shows it: while it comes from an answer kept on the device since an earlier visit (the fresh
// one not in yet), quietly marked (theme: --app-kept-opacity) and said so to a screen reader; never passed off as fresh.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isKeptAnswer } from '../session/kept/keptAnswers';

/** `updatedAt`: the dataUpdatedAt of the query the amount comes from. */
export function KeptMoney({ updatedAt, children }: { updatedAt: number; children: ReactNode }) {
  const { t } = useTranslation();
  if (!isKeptAnswer(updatedAt)) return children;
  return (
    <span className="app-money-kept">
      {children}
      <span className="app-sr-only">{t('common:keptMoney')}</span>
    </span>
  );
}
