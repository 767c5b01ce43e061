// The list renderer. Import from here (not a barrel of every renderer) so a list screen's chunk carries no form code.
export { defineList, type DeclaredListScreen } from './defineList';
export { ListScreen } from './ListScreen';
export { onePage } from './onePage';
export type { FetchPageParams, ItemOf, ListAddEntry, ListDeclaration, ListFilters, ListFilterValues, ListOption, ListRow, ListSource, RowLine, Page, RowAction, TypeOption } from './types';
