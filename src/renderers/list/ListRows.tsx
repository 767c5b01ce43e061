// The loaded rows: under their group headings where the declaration groups them, each drawn as declared.
import type { QueryKey } from '@tanstack/react-query';
import { FieldValue, fieldValue } from '../fields';
import { DeclaredRow } from './DeclaredRow';
import type { ItemOf, ListDeclaration, Page } from './types';

export function ListRows<TPage extends Page<unknown>, TType extends number | undefined, TPlatformKey extends QueryKey>({
  declaration,
  items,
}: {
  declaration: ListDeclaration<TPage, TType, TPlatformKey>;
  items: ItemOf<TPage>[];
}) {
  const { groupBy } = declaration;
  return (
    <ul className="list-screen-items">
      {items.map((item, index) => {
        const group = groupBy && fieldValue(groupBy, item);
        // A heading starts each run of rows sharing the group's value (the rows come sorted by the server).
        const heading = groupBy && (index === 0 || fieldValue(groupBy, items[index - 1]!) !== group);
        const key = declaration.itemKey(item);
        return [
          heading && (
            <li key={`group-${key}`} className="list-screen-group" role="presentation">
              <FieldValue field={groupBy} item={item} />
            </li>
          ),
          <li key={key} className="list-screen-item list-screen-item-declared">
            <DeclaredRow row={declaration.row} item={item} listKey={declaration.queryKey} first={index === 0} />
          </li>,
        ];
      })}
    </ul>
  );
}
