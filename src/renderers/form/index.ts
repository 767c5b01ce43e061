// The form renderer (react-hook-form, zod): imported only by form screens, so list and detail chunks stay lean.
export { defineForm, defineFormTabs } from './defineForm';
export type { FieldDeclaration, FieldKind, FormDeclaration, FormSchema, FormSuccess, FormTab, RequestSchema, SelectOption, SubmitResult } from './types';
