// One loaded item laid out as declared: a header part, the hero lines, the entries' cards, then the card of title, labelled
// fields, pictures and notes, a text from the locales, a comparison table, and HTML, then a footer part.
import { useTranslation } from 'react-i18next';
import { FieldValue, fieldKey, fieldLabelKey, HtmlOnDemand } from '../fields';
import { DetailGroups } from './DetailGroups';
import { DetailTableView } from './DetailTable';
import type { DetailDeclaration, DetailField } from './types';

/** A picture's label is its alt text, not a label beside it. */
const isImage = <T,>(field: DetailField<T>) => typeof field.format === 'object' && 'image' in field.format;

export function DetailBody<T>({ declaration, item }: { declaration: Omit<DetailDeclaration<T>, 'query'>; item: NonNullable<T> }) {
  const { t } = useTranslation();
  const titleKey = declaration.titleKey?.(item);
  const title = declaration.title?.(item) ?? (titleKey && t(titleKey));
  const html = declaration.html?.(item);
  const textKey = declaration.textKey?.(item);
  // One paragraph a line, so a brand writes its page as one string per language.
  const paragraphs = textKey ? t(textKey).split('\n').filter(Boolean) : [];
  const shown = <F extends DetailField<NonNullable<T>>>(fields: readonly F[] | undefined) => fields?.filter((field) => field.when?.(item) ?? true) ?? [];
  const fields = shown(declaration.fields);
  const hero = shown(declaration.hero);
  // A definition list holds only labelled values; a value standing alone (a picture) and a note come after it.
  const rows = fields.filter((field) => field.value !== undefined && !isImage(field) && fieldLabelKey(field, item));
  const alone = fields.filter((field) => field.value !== undefined && !rows.includes(field));
  const notes = fields.filter((field) => field.value === undefined);
  const card = title || fields.length > 0 || html || paragraphs.length > 0 || declaration.table;
  const { header: Header, footer: Footer } = declaration;
  return (
    <article className={declaration.groups ? 'detail-screen detail-screen-grouped' : 'detail-screen'}>
      {Header && <Header item={item} />}
      {hero.length > 0 && (
        <section className="detail-screen-hero">
          {hero.map((field, index) => {
            const labelKey = fieldLabelKey(field, item);
            return (
              <div key={fieldKey(field, index)} className="detail-screen-hero-line">
                {labelKey && <span className="detail-screen-hero-label">{t(labelKey)}</span>}
                <FieldValue field={field} item={item} />
              </div>
            );
          })}
        </section>
      )}
      {declaration.groups && <DetailGroups groups={declaration.groups} item={item} />}
      {card && (
        <div className="detail-screen-card">
          {title && <h2 className="detail-screen-title">{title}</h2>}
          {rows.length > 0 && (
            <dl className="detail-screen-fields">
              {rows.map((field, index) => (
                <div key={fieldKey(field, index)} className="detail-screen-row">
                  <dt>{t(fieldLabelKey(field, item)!)}</dt>
                  <dd>
                    <FieldValue field={field} item={item} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {alone.map((field, index) => (
            <div key={fieldKey(field, index)} className="detail-screen-alone">
              <FieldValue field={field} item={item} />
            </div>
          ))}
          {notes.map((field, index) => {
            const labelKey = fieldLabelKey(field, item);
            return (
              <p key={fieldKey(field, index)} className="detail-screen-note">
                {labelKey && t(labelKey, field.labelValues?.(item))}
              </p>
            );
          })}
          {paragraphs.map((text, index) => (
            <p key={index} className="detail-screen-text">
              {text}
            </p>
          ))}
          {declaration.table && <DetailTableView table={declaration.table} item={item} />}
          {html && <HtmlOnDemand html={html} className="detail-screen-html" />}
        </div>
      )}
      {Footer && (
        <div className="detail-screen-footer">
          <Footer item={item} />
        </div>
      )}
    </article>
  );
}
