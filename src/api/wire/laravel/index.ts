// The Laravel dialect (the operators' existing back end, endian001/javaxiangmu): a reader of each answer the front end
// asks of it, filed by area, the request encoders (requests.ts), and the calls it lacks. Its contract is openapi.yaml
// beside this file; every call of the reference contract is either read here or listed as absent, or the typecheck
// fails here naming it.
import type { Decoder, Dialect, OperationKey } from '../types';
import { cardReaders } from './cards';
import { contentReaders } from './content';
import { decoderOf, type LaravelCall, type Reader } from './envelope';
import { gameReaders } from './games';
import { promotionReaders } from './promotions';
import { recordReaders } from './records';
import { laravelEncoders } from './requests';
import { sessionReaders } from './session';
import { walletReaders } from './wallet';

const absent = [
  // No lottery-room calls (nor the room WebSocket; see capabilities.ts).
  'POST /api/lotteryList',
  'POST /api/lotteryRoom',
  'GET /api/lotteryRoom',
  'POST /api/lotteryOrder',
  // It exists, but its answer lacks the member's id, deposits and VIP name, and the captured back end fails it with
  // a 500 (it calls a method defined nowhere): the balance refresh falls back to /api/user (session/refreshMoney.ts).
  'POST /api/refreshusermoney',
  // No list of lines: the app keeps the brand's built list (docs/backends.md, "Lines").
  'GET /api/lines',
] as const satisfies readonly OperationKey[];

/** Every call the front end makes of it. */
type Called = Exclude<OperationKey, (typeof absent)[number]>;

const readers: { [K in Called]: K extends LaravelCall ? Reader<K> : `the Laravel contract has no ${K}: add it there, or list it as absent` } = {
  ...sessionReaders,
  ...contentReaders,
  ...gameReaders,
  ...promotionReaders,
  ...walletReaders,
  ...cardReaders,
  ...recordReaders,
};

const decoders = Object.fromEntries(
  Object.entries(readers).map(([operation, reader]) => [operation, decoderOf(operation as LaravelCall, reader as Reader<LaravelCall>)]),
) as Partial<Record<OperationKey, Decoder>>;

export const laravelDialect: Dialect = { name: 'laravel', decoders, encoders: laravelEncoders, absent };
