// A declared form without its drawing (react-hook-form): its values, limits, checks in the spec's order, the question
// before sending, one call however often it is sent, and what follows the answer. The form renderer (../form) draws its
// screens with it and a feature's part of such a form reads it (useFormPart); a form that is no screen of its own
// draws itself with useDeclaredForm (the lottery room's bet slip). No widgets nor screen parts here: whatever this
// entry names, every chunk importing it loads.
export { useDeclaredForm, type DeclaredForm, type HeadlessDeclaration } from './useDeclaredForm';
export { FormPartContext, useFormPart, type FormPart } from './formPart';
export { useFormSend } from './useFormSend';
export { useSubmitOnce } from './useSubmitOnce';
export type {
  FieldName,
  FormBehaviour,
  FormContext,
  FormFailure,
  FormInput,
  FormNext,
  FormOutput,
  FormRules,
  FormSchema,
  FormSuccess,
  FormValues,
  LimitQueries,
  LimitsOf,
  SubmitResult,
  SubmitTools,
  Words,
} from './declaration';
