// Declared fields, shared by the list and detail renderers: one place that writes money, times, numbers and states.
export { FieldValue, HtmlOnDemand, preloadHtml } from './FieldValue';
export { AnsweredAt } from './Countdown';
export { CopyButton } from './CopyButton';
export { drawIcon, type FieldIcon } from './icon';
export { fieldKey, fieldLabelKey, fieldPath, fieldTone, fieldValue, formatLeft, isInternalPath, maskNumber } from './format';
export type { BadgeState, BadgeTone, DeclaredField, FieldFormat, FieldPath, FieldTone, NamedOption, NamesQuery, FieldValue as FieldValueType } from './types';
