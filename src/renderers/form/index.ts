// The form renderer (react-hook-form, zod): imported only by form screens, so list and detail chunks stay lean.
export { defineForm } from './defineForm';
export { FormScreen } from './FormScreen';
export type { FieldDeclaration, FieldKind, FormDeclaration, FormSchema, FormSuccess, SelectOption, SubmitResult } from './types';
