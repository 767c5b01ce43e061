// Laravel's answers are {code, message, data} (validation failures {code: 1000, message} without data, sent as
// text/json). A success code gets its data decoded by the operation's schema; any other code passes on with its message.
import { z } from '../../../lib/zod';
import { SUCCESS_CODE } from '../../../../core/constants';
import { toInt, toText } from '../normalise';
import { UndecodableAnswer, type DecodeContext, type Decoder, type Envelope } from '../types';

const laravelEnvelope = z.object({ code: z.unknown(), message: z.unknown().optional(), data: z.unknown().optional() });

/** The envelope's code and message, or UndecodableAnswer when the answer is no envelope at all. */
export function readEnvelope(operation: string, body: unknown): { code: number; message: string; data: unknown } {
  const parsed = laravelEnvelope.safeParse(body);
  const code = parsed.success ? toInt(parsed.data.code) : null;
  if (!parsed.success || code === null) throw new UndecodableAnswer(operation, 'no {code, message, data} envelope');
  return { code, message: toText(parsed.data.message) ?? '', data: parsed.data.data };
}

type Read = (data: unknown, envelope: { message: string }, context: DecodeContext) => unknown;

/** A decoder from a reader of a success answer's data (and, for the odd answer, its message and the request). */
export function decoder(operation: string, read: Read): Decoder {
  return (body, context): Envelope => {
    const envelope = readEnvelope(operation, body);
    if (envelope.code !== SUCCESS_CODE) return { code: envelope.code, message: envelope.message, data: null };
    try {
      return { code: SUCCESS_CODE, message: envelope.message, data: read(envelope.data, envelope, context) };
    } catch (error) {
      if (error instanceof Refusal) return { code: error.code, message: error.message || envelope.message, data: null };
      throw error;
    }
  };
}

/** A decoder that reads the data with a zod schema; a mismatch is an UndecodableAnswer naming the field. */
export function schemaDecoder(operation: string, schema: z.ZodType): Decoder {
  return decoder(operation, (data) => parse(operation, schema, data));
}

/** The fields an object schema (or an object schema piped into a transform) reads, to tell which were absent. */
function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  return [];
}

/**
 * In development, says which fields an answer lacked (they took their defaults), so a back end's drift is seen
 * before a player meets it; in production nothing (one absent field never fails the answer).
 */
function noteAbsent(operation: string, schema: z.ZodType, data: unknown): void {
  if (!import.meta.env.DEV || !data || typeof data !== 'object' || Array.isArray(data)) return;
  const absent = fieldsOf(schema).filter((field) => !Object.hasOwn(data, field));
  if (absent.length) console.warn(`wire laravel ${operation}: absent, defaults used: ${absent.join(', ')}`);
}

export function parse<T>(operation: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) {
    noteAbsent(operation, schema, data);
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  throw new UndecodableAnswer(operation, `${issue?.path.join('.') || 'data'}: ${issue?.message ?? 'invalid'}`);
}

/** Thrown by a reader when the answer, though code 200, means a refusal (Laravel's "not found" echoes, say). */
export class Refusal {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}
