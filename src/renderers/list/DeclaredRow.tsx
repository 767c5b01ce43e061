// A row drawn from its declaration: the picture, the heading line, the lines under it, the actions at the end.
import type { QueryKey } from '@tanstack/react-query';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../kit/navigation';
import { isLinkOn } from '../../kit/routesOn';
import { FieldValue, fieldKey, fieldLabelKey, type DeclaredField } from '../fields';
import { RowActionButton } from './RowActionButton';
import type { ListRow, RowLine } from './types';

const shown = <TItem,>(field: DeclaredField<TItem>, item: TItem) => field.when?.(item) ?? true;

/** The row's title (its heading line's first part) as a heading, for a screen reader's move from row to row. */
const TITLE = { role: 'heading', 'aria-level': 3 } as const;

/** A field on a line of several: its label before (or above) its value, the notes after it, the sub-line under it. */
function RowField<TItem>({ field, item, first, title = false }: { field: DeclaredField<TItem>; item: TItem; first: boolean; title?: boolean }) {
  const { t } = useTranslation();
  const labelKey = fieldLabelKey(field, item);
  if (field.cta) {
    return (
      <span className={`list-row-cta list-row-cta-${field.cta}`}>
        {labelKey && t(labelKey, field.labelValues?.(item))}
        {field.cta === 'more' && <RightOutline />}
      </span>
    );
  }
  const notes = field.notes?.filter((note) => shown(note, item)) ?? [];
  const classes = ['list-row-part', field.stacked && 'list-row-stacked', field.sub && 'list-row-with-sub', field.size && `list-row-${field.size}`];
  return (
    <span className={classes.filter(Boolean).join(' ')} {...(title ? TITLE : {})}>
      {labelKey && <span className="list-row-label">{t(labelKey, field.labelValues?.(item))}</span>}
      <span className="list-row-value">
        <FieldValue field={field} item={item} first={first} />
        {notes.map((note, index) => (
          <span key={fieldKey(note, index)} className="list-row-note">
            <FieldValue field={note} item={item} />
          </span>
        ))}
      </span>
      {field.sub && shown(field.sub, item) && (
        <span className="list-row-sub">
          <FieldValue field={field.sub} item={item} />
        </span>
      )}
    </span>
  );
}

/** Whether a line is drawn as a line of parts (.list-row-line), not as a field alone with its label. */
function drawnAsLine<TItem>(line: RowLine<TItem>): boolean {
  if (Array.isArray(line)) return true;
  const field = line as DeclaredField<TItem>;
  return Boolean(field.notes || field.sub || field.size || field.cta);
}

/** `heading`: the row's first line, drawn as its heading; `title`: and read as one (not inside the row's button). */
function Line<TItem>({ line, item, heading, title, first }: { line: RowLine<TItem>; item: TItem; heading: boolean; title: boolean; first: boolean }) {
  const { t } = useTranslation();
  const headingClass = heading ? ' list-row-heading' : '';
  if (Array.isArray(line)) {
    const fields = (line as readonly DeclaredField<TItem>[]).filter((field) => shown(field, item));
    return (
      <div className={`list-row-line${headingClass}`}>
        {fields.map((field, index) => (
          <RowField key={fieldKey(field, index)} field={field} item={item} first={first} title={title && index === 0} />
        ))}
      </div>
    );
  }
  const field = line as DeclaredField<TItem>;
  if (drawnAsLine(line)) {
    return (
      <div className={`list-row-line${headingClass}`}>
        <RowField field={field} item={item} first={first} title={title} />
      </div>
    );
  }
  // A field alone on its line: its label at the start, its value at the end.
  const labelKey = fieldLabelKey(field, item);
  return (
    <div className={`list-row-field${headingClass}`} {...(title ? TITLE : {})}>
      {labelKey && <span className="list-row-label">{t(labelKey, field.labelValues?.(item))}</span>}
      <FieldValue field={field} item={item} first={first} />
    </div>
  );
}

const lineKey = <TItem,>(line: RowLine<TItem>, index: number): string =>
  Array.isArray(line) ? `line-${index}` : fieldKey(line as DeclaredField<TItem>, index);

export function DeclaredRow<TItem>({ row, item, listKey, first = false }: { row: ListRow<TItem>; item: TItem; listKey: QueryKey; first?: boolean }) {
  const navigate = useAppNavigate();
  const lines = row.fields?.filter((line) => Array.isArray(line) || shown(line as DeclaredField<TItem>, item)) ?? [];
  const to = row.to?.(item);
  const body = (
    <>
      {row.media && <FieldValue field={row.media} item={item} first={first} />}
      {lines.length > 0 && (
        <div className={lines.some(drawnAsLine) ? 'list-row-body list-row-body-lines' : 'list-row-body'}>
          {lines.map((line, index) => (
            <Line key={lineKey(line, index)} line={line} item={item} heading={index === 0} title={index === 0 && !row.to} first={first} />
          ))}
        </div>
      )}
    </>
  );
  // The banner's rule: a row with a path outside the app, or to a route the brand turned off, stays a (disabled)
  // button, never a way off the site or nowhere.
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
