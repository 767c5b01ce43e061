// The list renderer. Import from here (not a barrel of every renderer) so a list screen's chunk carries no form code.
export { defineList } from './defineList';
export { ListScreen } from './ListScreen';
export type { FetchPageParams, ItemOf, ListDeclaration, ListFilters, ListFilterValues, ListOption, Page, TypeOption } from './types';
