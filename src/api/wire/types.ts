// What a back-end dialect is: per operation of the contract, a decoder from its answer to the contract's envelope and,
// where its request differs, an encoder; plus what it can do at all. `reference` is the contract itself.
import type { paths } from '../../../core/schema';

/**
 * The field reports' paths (`x-field-reports` in openapi.yaml): the operator's collector serves them, not the back end's
 * API, so no dialect speaks them and the API client never sends them (src/shell/field sends the reports itself).
 */
export const COLLECTOR_PATHS = ['/api/telemetry', '/admin/telemetry'] as const;
type ApiPath = Exclude<keyof paths, (typeof COLLECTOR_PATHS)[number]>;

/** An operation of the contract as "METHOD /path", e.g. "POST /api/user": the key decoders and encoders are filed under. */
export type OperationKey = {
  [P in ApiPath]: { [M in 'get' | 'post']: paths[P][M] extends undefined ? never : `${Uppercase<M>} ${P & string}` }['get' | 'post'];
}[ApiPath];

/** The `data` of an operation's success answer, as the contract types it. */
export type DataOf<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } };
}
  ? D
  : never;

type JsonBodyOf<O> = O extends { requestBody?: infer B } ? (NonNullable<B> extends { content: { 'application/json': infer J } } ? J : never) : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/**
 * What the screens send on an operation, as the contract types it: a POST's JSON body, a GET's query parameters
 * (`never` for a method the path lacks). Encoders take it, so a request field renamed in openapi.yaml fails the
 * typecheck in every encoder and request shape that names it.
 */
export type RequestOf<K extends OperationKey> = K extends `POST ${infer P extends keyof paths}`
  ? JsonBodyOf<paths[P]['post']>
  : K extends `GET ${infer P extends keyof paths}`
    ? QueryOf<paths[P]['get']>
    : never;

/** The contract's envelope: code 200 with the data, or another code with a message a player can read. */
export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

export interface DecodeContext {
  /** The request as the screen sent it (body or query), before any encoder: answers that omit a field may echo it. */
  request: Record<string, unknown>;
  /**
   * The HTTP Date header: the server's clock for answers without one (normalise.ts serverTimeOf). Across origins a
   * browser reads it only when the server exposes it (Access-Control-Expose-Headers: Date).
   */
  dateHeader: string | null;
}

/** Turns a back end's answer (parsed JSON) into the contract's envelope; throws UndecodableAnswer when it can't. */
export type Decoder = (body: unknown, context: DecodeContext) => Envelope;
/** Turns the contract's request body of operation K into the back end's. */
export type Encoder<K extends OperationKey> = (body: RequestOf<K>) => Record<string, unknown>;
/** A dialect's encoders, each typed by its operation's request in the contract. */
export type Encoders = { [K in OperationKey]?: Encoder<K> };

export interface Capabilities {
  /** Lottery rooms, their bets and the room WebSocket; without them a lottery platform opens as a game. */
  lotteryRooms: boolean;
  /** The shortest password its registration takes (the form asks at least this). */
  registerPasswordMin: number;
  /**
   * /api/article has the about (terms, privacy) and sponsorship types. Without them /abouts shows the brand's own
   * words and /zhanzhuye the back end's /h5/<n>.html pages, as the legacy client does, and neither asks for an article.
   */
  articlePages: boolean;
  /**
   * Its red packets keep the spec's 10:00-12:00 window and count deposits from 12:00 the day before, so the screen may
   * show those hours and a countdown beside the server's state. Otherwise (Laravel: its rules' dates, today's deposits)
   * the screen follows the state and names no hours.
   */
  redPacketSpecHours: boolean;
}

/** The heavy half of a dialect (zod decoders), loaded only when that dialect is in use; see capabilities.ts for the rest. */
export interface Dialect {
  name: DialectName;
  /** Operations without a decoder pass through as the contract has them. */
  decoders: Partial<Record<OperationKey, Decoder>>;
  encoders: Encoders;
  /** Operations this back end does not have: answered at once with 404, never sent. */
  absent: readonly OperationKey[];
}

export type DialectName = 'reference' | 'laravel';

/** An answer no decoder could turn into the contract's shape: the one error path tells the player so. */
export class UndecodableAnswer extends Error {
  constructor(
    readonly operation: string,
    detail: string,
  ) {
    super(`${operation}: ${detail}`);
    this.name = 'UndecodableAnswer';
  }
}
