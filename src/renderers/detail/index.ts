// The detail renderer. SafeHtml is a renderer of its own (src/renderers/html) for screens that lay out HTML themselves.
export { defineDetail } from './defineDetail';
export { DetailScreen } from './DetailScreen';
export type { DetailDeclaration, DetailField, DetailFrame, DetailGroup, DetailLink, DetailTable, DetailVisitor } from './types';
