// The detail renderer. SafeHtml is exported on its own (src/renderers/html/SafeHtml) for screens that lay out HTML themselves.
export { defineDetail } from './defineDetail';
export { DetailScreen } from './DetailScreen';
export type { DetailDeclaration, DetailField, DetailFrame, DetailGroup, DetailLink, DetailVisitor } from './types';
