// Declared fields, shared by the list and detail renderers: one place that writes money, times, numbers and states.
export { FieldValue } from './FieldValue';
export { fieldKey, fieldLabelKey, fieldPath, fieldValue, formatMoney, formatTime, isInternalPath, maskNumber } from './format';
export type { BadgeState, BadgeTone, DeclaredField, FieldFormat, FieldPath, FieldValue as FieldValueType } from './types';
