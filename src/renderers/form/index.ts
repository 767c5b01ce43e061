// The form renderer (react-hook-form, zod): imported only by form screens, so list and detail chunks stay lean.
// defineForm draws a declared form as a screen, with the headless form (../headlessForm: a form that is no screen of
// its own, the lottery room's bet slip, uses that entry alone); a feature's part of a declared form reads it with
// useFormPart.
export { defineForm, defineFormTabs } from './defineForm';
export { useFormPart, type FormPart } from '../headlessForm';
export type { FormAction, FormDeclaration, FormNext, FormRules, FormSchema, FormSuccess, FormTab, RequestSchema, SubmitResult, SubmitTools } from './declaration';
export type { FormLook } from './look';
export type { FieldControlProps, FieldDeclaration, FieldKind, FormContext, FormSection, FormSummary, SelectOption, SummaryRow, TabsControlProps, Words } from './types';
