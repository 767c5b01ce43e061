// What a list declares around its rows: a card of totals above them, and an entry adding one more below them.
import type { QueryKey } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../kit/navigation';
import { isLinkOn } from '../../kit/routesOn';
import { FieldValue, fieldKey, fieldLabelKey } from '../fields';
import type { ListAddEntry, ListDeclaration, ListFilterValues, Page } from './types';

export function SummaryFields<TPage extends Page<unknown>, TType extends number | undefined, TPlatformKey extends QueryKey>({
  declaration,
  page,
}: {
  declaration: ListDeclaration<TPage, TType, TPlatformKey>;
  page: TPage;
}) {
  const { t } = useTranslation();
  if (!declaration.summaryFields?.length) return null;
  return (
    <dl className="list-screen-summary">
      {declaration.summaryFields.map((field, index) => {
        const labelKey = fieldLabelKey(field, page);
        return (
          <div key={fieldKey(field, index)}>
            {labelKey && <dt>{t(labelKey)}</dt>}
            <dd>
              <FieldValue field={field} item={page} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export function AddEntry<TType extends number | undefined>({ add, filters, count }: { add: ListAddEntry<TType>; filters: ListFilterValues<TType>; count: number }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  if (count >= add.max) return <p className="list-screen-limit">{t(add.limitKey, { max: add.max })}</p>;
  const to = add.to(filters);
  if (!isLinkOn(to)) return null; // the brand turned the adding page off
  return (
    <Button block color="primary" fill="outline" shape="rounded" size="large" className="list-screen-add" data-to={to} onClick={() => navigate(to)}>
      <AddOutline /> {t(add.labelKey(filters))}
    </Button>
  );
}
