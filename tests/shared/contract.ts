// Test fixtures and raw request bodies are typed from the generated contract types (core/schema.d.ts), so a
// renamed or retyped field fails the typecheck in tests as well as in the app.
import type { components, operations, paths } from '../../core/schema';

export type Schemas = components['schemas'];
/** The member as /api/user answers it. */
export type User = Schemas['User'];

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON body an operation takes. */
export type RequestBody<K extends keyof operations> = JsonOf<NonNullable<operations[K]['requestBody']>>;

/** The contract's POST paths. */
export type PostPath = { [P in keyof paths]: paths[P]['post'] extends undefined ? never : P }[keyof paths];
/**
 * A test's body for a POST: every field optional (tests leave out fields to see them refused, and the generated type
 * makes defaulted fields required), but only the contract's names with the contract's types.
 */
export type PostBody<P extends PostPath> = Partial<JsonOf<NonNullable<NonNullable<paths[P]['post']>['requestBody']>>>;
