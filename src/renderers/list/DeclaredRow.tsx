// A row drawn from its declaration: the picture, the heading field, the fields under it, the actions at the end.
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { isLinkOn } from '../../app/registry';
import { FieldValue, fieldKey, fieldLabelKey } from '../fields';
import { RowActionButton } from './RowActionButton';
import type { ListRow } from './types';

export function DeclaredRow<TItem>({ row, item, listKey }: { row: ListRow<TItem>; item: TItem; listKey: QueryKey }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const fields = row.fields?.filter((field) => field.when?.(item) ?? true) ?? [];
  const to = row.to?.(item);
  const body = (
    <>
      {row.media && <FieldValue field={row.media} item={item} />}
      {fields.length > 0 && (
        <div className="list-row-body">
          {fields.map((field, index) => {
            const labelKey = fieldLabelKey(field, item);
            return (
              <div key={fieldKey(field, index)} className={index === 0 ? 'list-row-field list-row-heading' : 'list-row-field'}>
                {labelKey && <span className="list-row-label">{t(labelKey)}</span>}
                <FieldValue field={field} item={item} />
              </div>
            );
          })}
        </div>
      )}
    </>
  );
  // The banner's rule: a row with a path outside the app, or to a page the brand turned off, stays a (disabled) button.
  const main = row.to ? (
    <button type="button" className="list-row-main" disabled={!isLinkOn(to)} data-to={isLinkOn(to) ? to : undefined} onClick={() => isLinkOn(to) && navigate(to)}>
      {body}
    </button>
  ) : (
    <div className="list-row-main">{body}</div>
  );
  return (
    <div className={['list-row', `list-row-${row.look ?? 'card'}`, row.className?.(item)].filter(Boolean).join(' ')}>
      {main}
      {row.actions?.map((action) => <RowActionButton key={action.labelKey} action={action} item={item} listKey={listKey} />)}
    </div>
  );
}
