// The one way the Laravel decoders read an answer: a field reader per value, typed by the Laravel contract's type of
// that value (schema.d.ts) on one side and giving the screens' type on the other. Where it must default or coerce (a
// field absent, a value not of the type the Laravel contract declares), it tells wire/drift.ts with the operation and
// the field's path, in every build, so a lenient decoder never hides a mapping that reads the wrong field. Values are
// turned into the contract's by the normalisers (normalise.ts). No zod: this loads with the dialect's first call.
import { noteDrift, type DriftProblem } from '../drift';
import { UndecodableAnswer } from '../types';

/** A JSON value's kind, as the Laravel contract names types. */
export type Kind = 'string' | 'number' | 'boolean' | 'null';
type TypeOf<K extends Kind> = { string: string; number: number; boolean: boolean; null: null }[K];

/** Where a value sits: the operation ("POST /api/user") and the field's path in the answer's data ("data[].amount"). */
export interface At {
  readonly operation: string;
  readonly path: string;
}

/**
 * Reads the value at a field (undefined when absent) as `Out`. `In` is the Laravel contract's type of the field and
 * `Optional` whether the contract lets it be absent: compile-time only, and both must match the contract exactly where
 * a field is read (`object` checks them), so a changed contract fails the typecheck at the decoder.
 */
export interface Field<Out, In, Optional extends boolean = false> {
  readonly read: (value: unknown, at: At) => Out;
  readonly optional: Optional;
  /** Never set: makes `In` invariant. */
  readonly in?: (value: In) => In;
}

const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const isObject = (value: unknown): value is Record<string, unknown> => kindOf(value) === 'object';
const here = (at: At) => at.path || '(data)';
const below = (at: At, step: string): At => ({ operation: at.operation, path: at.path ? `${at.path}${step.startsWith('[') ? '' : '.'}${step}` : step });

function drift(at: At, problem: DriftProblem): void {
  noteDrift({ operation: at.operation, field: here(at), problem });
}

function fail(at: At, why: string): never {
  throw new UndecodableAnswer(at.operation, `${here(at)}: ${why}`);
}

/** No default: the decode fails when the field is absent or unreadable (money, ids, dates a screen cannot do without). */
export const REQUIRED = Symbol('required');

/**
 * A scalar of the given kinds, converted by `convert` (null: not readable). Absent, it takes `absent` (a drift), or
 * fails where REQUIRED; of another kind it is a drift, converted all the same where it can be.
 */
export function scalar<Out, K extends Kind>(kinds: readonly K[], convert: (value: unknown) => Out | null, absent: Out | typeof REQUIRED): Field<Out, TypeOf<K>> {
  return {
    optional: false,
    read(value, at) {
      if (value === undefined) {
        drift(at, 'absent');
        return absent === REQUIRED ? fail(at, 'absent') : absent;
      }
      if (!(kinds as readonly string[]).includes(kindOf(value))) drift(at, 'wrong type');
      const out = convert(value);
      return out === null ? fail(at, `unreadable ${JSON.stringify(value)}`) : out;
    },
  };
}

/** Any field reader, whatever it reads (a Field without its compile-time `In`). */
interface AnyField {
  readonly read: (value: unknown, at: At) => unknown;
  readonly optional: boolean;
}
type Shape = Record<string, AnyField>;
type OutOf<S extends Shape> = { [K in keyof S]: ReturnType<S[K]['read']> };
type IsOptional<T, K extends keyof T> = object extends Pick<T, K> ? true : false;
/**
 * The fields a reader of T may name: only T's own (another name fails the typecheck with the sentence below), each of
 * T's type and optional exactly where T's field is.
 */
type ShapeOf<T, S> = {
  [K in keyof S]: K extends keyof T ? Field<unknown, Exclude<T[K], undefined>, IsOptional<T, K>> : `the Laravel contract's answer has no field ${K & string}`;
};

/** An object of the Laravel contract's type T, read field by field: `object<L['User']>()({ id: int('number'), ... })`. */
export function object<T>() {
  return <S extends Shape & ShapeOf<T, S>>(shape: S): Field<OutOf<S>, T> => ({
    optional: false,
    read(value, at) {
      if (!isObject(value)) {
        drift(at, value === undefined ? 'absent' : 'wrong type');
        return fail(at, `not an object: ${JSON.stringify(value)?.slice(0, 40)}`);
      }
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(shape)) {
        if (field.optional && !Object.hasOwn(value, name)) continue;
        out[name] = field.read(value[name], below(at, name));
      }
      return out as OutOf<S>;
    },
  });
}

/** A list whose every item is read by `item`; its items' paths are "<path>[].<field>", whatever their index. */
export function array<O, I>(item: Field<O, I>): Field<O[], I[]> {
  return {
    optional: false,
    read(value, at) {
      if (!Array.isArray(value)) {
        drift(at, value === undefined ? 'absent' : 'wrong type');
        return fail(at, 'not a list');
      }
      const each = below(at, '[]');
      return value.map((entry) => item.read(entry, each));
    },
  };
}

/** A field the Laravel contract lets be absent: then undefined, and no drift. */
export const optional = <O, I>(field: Field<O, I>): Field<O | undefined, I, true> => ({ ...field, optional: true });

/** A field the Laravel contract lets be null: then null. */
export const nullable = <O, I>(field: Field<O, I>): Field<O | null, I | null> => ({
  optional: false,
  read: (value, at) => (value === null ? null : field.read(value, at)),
});

/** Either an object (read by `whenObject`) or anything else (read by `otherwise`): Laravel's "a row, or []" answers. */
export const objectOr = <O1, I1, O2, I2>(whenObject: Field<O1, I1>, otherwise: Field<O2, I2>): Field<O1 | O2, I1 | I2> => ({
  optional: false,
  read: (value, at) => (isObject(value) ? whenObject.read(value, at) : otherwise.read(value, at)),
});

/** The value read, then made into the screens' shape. */
export const map = <O, I, R, Opt extends boolean>(field: Field<O, I, Opt>, to: (value: O) => R): Field<R, I, Opt> => ({
  optional: field.optional,
  read: (value, at) => to(field.read(value, at)),
});

/** Data the screens never read (returnMsg's [] or ''): null. */
export const ignored = <I>(): Field<null, I> => ({ optional: false, read: () => null });

/** The data of a call that only ever refuses (its contract has no success answer): a success is not understood. */
export const noSuccess: Field<never, never> = { optional: false, read: (_value, at) => fail(at, 'the back end never answers this with success') };

/**
 * One of the names the Laravel contract lists (an enum), as what it means here. Absent or a name it does not list:
 * undefined (the caller's default), and a drift.
 */
export function named<V extends string, O>(meanings: Record<V, O>): Field<O | undefined, V> {
  return {
    optional: false,
    read(value, at) {
      if (typeof value === 'string' && Object.hasOwn(meanings, value)) return meanings[value as V];
      drift(at, value === undefined ? 'absent' : 'wrong type');
      return undefined;
    },
  };
}
