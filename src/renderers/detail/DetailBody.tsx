// One loaded item laid out as declared: the entries' cards, then the card of title, fields and HTML, then a footer.
import { useTranslation } from 'react-i18next';
import { FieldValue, fieldKey, fieldLabelKey } from '../fields';
import { SafeHtml } from '../SafeHtml';
import { DetailGroups } from './DetailGroups';
import type { DetailDeclaration } from './types';

export function DetailBody<T>({ declaration, item }: { declaration: Omit<DetailDeclaration<T>, 'query'>; item: NonNullable<T> }) {
  const { t } = useTranslation();
  const title = declaration.title?.(item);
  const html = declaration.html?.(item);
  const fields = declaration.fields?.filter((field) => field.when?.(item) ?? true) ?? [];
  const card = title || fields.length > 0 || html;
  return (
    <article className={declaration.groups ? 'detail-screen detail-screen-grouped' : 'detail-screen'}>
      {declaration.groups && <DetailGroups groups={declaration.groups} item={item} />}
      {card && (
        <div className="detail-screen-card">
          {title && <h2 className="detail-screen-title">{title}</h2>}
          {fields.length > 0 && (
            <dl className="detail-screen-fields">
              {fields.map((field, index) => {
                const labelKey = fieldLabelKey(field, item);
                return (
                  <div key={fieldKey(field, index)} className={labelKey ? 'detail-screen-row' : 'detail-screen-row detail-screen-row-alone'}>
                    {labelKey && <dt>{t(labelKey)}</dt>}
                    <dd>
                      <FieldValue field={field} item={item} />
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
          {html && <SafeHtml html={html} className="detail-screen-html" />}
        </div>
      )}
      {declaration.footer && <div className="detail-screen-footer">{declaration.footer(item)}</div>}
    </article>
  );
}
