// Test fixtures and raw request bodies are typed from the generated contract types (src/api/schema.d.ts), so a
// renamed or retyped field fails the typecheck in tests as well as in the app.
import type { components, operations } from '../../src/api/schema';

export type Schemas = components['schemas'];
/** The member as /api/user answers it. */
export type User = Schemas['User'];

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON body an operation takes. */
export type RequestBody<K extends keyof operations> = JsonOf<NonNullable<operations[K]['requestBody']>>;
