// The Laravel contract's types by operation: what its back end takes and answers (openapi.yaml beside this file,
// generated into schema.d.ts by `npm run gen:api`). Its encoders and decoders are typed by these on one side and by
// the reference contract (core/schema.d.ts, through ../types.ts and ../domain.ts) on the other.
import type { components, paths } from './schema';

/** The Laravel contract's schemas (its rows and answers). */
export type L = components['schemas'];

type Method = 'get' | 'post';

/** An operation of the Laravel contract as "METHOD /path", as the reference contract's are keyed (OperationKey). */
export type LaravelKey = {
  [P in keyof paths]: { [M in Method]: paths[P][M] extends undefined ? never : `${Uppercase<M>} ${P & string}` }[Method];
}[keyof paths];

type OperationOf<K> = K extends `${infer M} ${infer P extends keyof paths}` ? NonNullable<paths[P][Lowercase<M> & Method]> : never;

/** Any JSON answer (HTTP 200) of operation K: its success envelope or a refusal. */
export type LaravelAnswerOf<K extends LaravelKey> =
  OperationOf<K> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;

/** K's success answer (code 200); never where the back end always refuses. */
export type LaravelSuccessOf<K extends LaravelKey> = Extract<LaravelAnswerOf<K>, { code: 200 }>;

/** The data of K's success answer. */
export type LaravelDataOf<K extends LaravelKey> = DataIn<LaravelSuccessOf<K>>;
type DataIn<A> = [A] extends [never] ? never : A extends { data: infer D } ? D : never;

type JsonBodyOf<O> = O extends { requestBody?: infer B } ? (NonNullable<B> extends { content: { 'application/json': infer J } } ? J : never) : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type OrNothing<T> = [T] extends [never] ? Record<never, never> : T;

/** What K takes: its JSON body, or a GET's query (nothing where it reads no field). */
export type LaravelRequestOf<K extends LaravelKey> = OrNothing<K extends `GET ${string}` ? QueryOf<OperationOf<K>> : JsonBodyOf<OperationOf<K>>>;
