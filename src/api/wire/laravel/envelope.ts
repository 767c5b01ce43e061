// Laravel's answers are {code, message, data} (validation failures {code: 1000, message} without data, sent as
// text/json). A success code gets its data read by the operation's reader, typed by the Laravel contract's data on one
// side and the screens' on the other; any other code passes on with its message.
import { SUCCESS_CODE } from '../../../../core/constants';
import type { ScreenDataOf } from '../domain';
import { toInt, toText } from '../normalise';
import { UndecodableAnswer, type Decoder, type Envelope, type OperationKey, type RequestOf } from '../types';
import type { L, LaravelDataOf, LaravelKey } from './contract';
import type { Field } from './read';

/** An operation the front end calls that the Laravel contract has. */
export type LaravelCall = Extract<OperationKey, LaravelKey>;

/** The request as the screen sent it: only the contract's field names, their values unchecked (they came off the wire). */
export type Sent<K extends OperationKey> = { readonly [F in keyof RequestOf<K>]?: unknown };

/** What a reader may know besides the data: the envelope's message, the request sent, the server's clock. */
export interface Context<K extends LaravelCall> {
  message: string;
  request: Sent<K>;
  /** The HTTP Date header (normalise.ts serverTimeOf). */
  dateHeader: string | null;
}

/**
 * T with every field named, its optional ones too (then possibly undefined), in its rows as well: a reader's output must
 * say each field of the screens' type, so a field added to the contract, even an optional one, is a decision here
 * (read it from the back end's answer, or give `undefined` where the back end has none).
 */
type Named<T> = T extends readonly (infer E)[]
  ? Named<E>[]
  : T extends object
    ? { [P in KeysOf<T>]: Named<Exclude<T[P], undefined>> | (P extends OptionalKeys<T> ? undefined : never) }
    : T;
type OptionalKeys<T> = Exclude<{ [P in keyof T]: object extends Pick<T, P> ? P : never }[keyof T], undefined>;
/** T's keys, without T's modifiers (a mapped type over them makes every field required). */
type KeysOf<T> = keyof T extends infer K ? K & keyof T : never;
type DataField<K extends LaravelCall> = Field<Named<ScreenDataOf<K>>, LaravelDataOf<K>>;
/** How operation K's data is read: a field reader, or one made for the answer's context. */
export type Reader<K extends LaravelCall> = DataField<K> | ((context: Context<K>) => DataField<K>);
/** Readers by operation, as each area of the dialect files them. */
export type Readers = { [K in LaravelCall]?: Reader<K> };

/** The envelope's code, message and data, or UndecodableAnswer when the answer is no envelope at all. */
export function readEnvelope(operation: string, body: unknown): { code: number; message: string; data: unknown } {
  const envelope = body && typeof body === 'object' && !Array.isArray(body) ? (body as Partial<Record<keyof L['Refusal'], unknown>>) : null;
  const code = envelope ? toInt(envelope.code) : null;
  if (!envelope || code === null) throw new UndecodableAnswer(operation, 'no {code, message, data} envelope');
  return { code, message: toText(envelope.message) ?? '', data: envelope.data };
}

/** Thrown by a reader when the answer, though code 200, means a refusal (Laravel's "not found" echoes, say). */
export class Refusal {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}

/** The decoder of operation K: the envelope, then its data through K's reader. */
export function decoderOf<K extends LaravelCall>(operation: K, reader: Reader<K>): Decoder {
  return (body, { request, dateHeader }): Envelope => {
    const { code, message, data } = readEnvelope(operation, body);
    if (code !== SUCCESS_CODE) return { code, message, data: null };
    try {
      const field = typeof reader === 'function' ? reader({ message, request: request as Sent<K>, dateHeader }) : reader;
      return { code: SUCCESS_CODE, message, data: field.read(data, { operation, path: '' }) };
    } catch (error) {
      // The envelope said success, and its message with it: a refusal read from its data says its own words or none.
      if (error instanceof Refusal) return { code: error.code, message: error.message, data: null };
      throw error;
    }
  };
}
