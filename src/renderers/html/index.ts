// Server HTML (articles, activity content, notices), sanitized: the detail renderer's HTML fields, and screens that
// lay out HTML themselves. Loaded on demand by a declared HTML field (fields/FieldValue.tsx), with DOMPurify.
export { SafeHtml } from './SafeHtml';
