// Handlers are keyed by the contract's operationIds and typed by the generated schema, so a handler can
// neither read a field the contract does not send nor answer data the contract does not promise.
import type { FastifyRequest } from 'fastify';
import type { operations } from '../../core/schema';
import type { Deps } from './deps';
import { msg } from '../base/messages';
import type { UserRow } from '../users/repo';

export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;
export type RequestBody<K extends OperationId> = JsonOf<NonNullable<operations[K]['requestBody']>>;
export type RequestQuery<K extends OperationId> = NonNullable<operations[K]['parameters']['query']>;
export type ResponseData<K extends OperationId> = operations[K]['responses'] extends {
  200: { content: { 'application/json': { data: infer D } } };
}
  ? D
  : never;

export interface Result<K extends OperationId> {
  data: ResponseData<K>;
  message?: string;
}

interface Context<K extends OperationId> {
  body: RequestBody<K>;
  query: RequestQuery<K>;
  deps: Deps;
  /** The bearer token sent, if any. */
  token: string | null;
  ip: string;
  request: FastifyRequest;
}

type Run<K extends OperationId, M> = (ctx: Context<K> & { member: M }) => Result<K> | Promise<Result<K>>;

/** `auth` must agree with the contract's security: 'member' needs a live token, 'visitor' takes anyone. */
export type Handler<K extends OperationId> =
  | { auth: 'member'; run: Run<K, UserRow> }
  | { auth: 'visitor'; run: Run<K, UserRow | null> };

export type HandlerMap = { [K in OperationId]?: Handler<K> };

export function ok<K extends OperationId>(data: ResponseData<K>, message: string = msg.ok): Result<K> {
  return { data, message };
}
