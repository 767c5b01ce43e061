// The requests the Laravel back end takes (its contract, openapi.yaml beside this file), per call the screens make in
// which it reads a field. Each goes either as the screens send it ('as is': the compiler allows it only where the
// reference contract's request gives every field Laravel reads, under its name, of a type it takes, and always where
// Laravel requires it) or through an encoder from the reference contract's request to Laravel's, typed both ends.
// A request field renamed in openapi.yaml thus fails the typecheck here until an encoder gives Laravel its own name.
import type { Encoders, OperationKey, RequestOf } from '../types';
import type { LaravelKey, LaravelRequestOf } from './contract';
import { swapTransfer } from './records';

type Call = Extract<OperationKey, LaravelKey>;
/** The calls in which Laravel reads some field of the request. */
type Reading = { [K in Call]: [keyof LaravelRequestOf<K>] extends [never] ? never : K }[Call];

type IsOptional<T, F extends keyof T> = object extends Pick<T, F> ? true : false;
/** The fields of Laravel's request that the screens' request, sent as it is, would not give it as it takes them. */
type Unmet<K extends Reading, Ours = RequestOf<K>, Theirs = LaravelRequestOf<K>> = {
  [F in keyof Theirs]-?: F extends keyof Ours
    ? Ours[F] extends Theirs[F]
      ? IsOptional<Theirs, F> extends false ? (IsOptional<Ours, F> extends true ? F : never) : never
      : F
    : F;
}[keyof Theirs];

const AS_IS = 'as is';
/** Sent as the screens send it; otherwise the sentence the compiler shows names the fields. */
type AsIs<K extends Reading> = [Unmet<K>] extends [never] ? typeof AS_IS : `Laravel's request needs '${Unmet<K> & string}', which the screens' request does not give it: write an encoder`;
/** From the reference contract's request to Laravel's. Queries (GET) are never rewritten: they go as they are. */
type Encode<K extends Reading> = K extends `GET ${string}` ? AsIs<K> : AsIs<K> | ((body: RequestOf<K>) => LaravelRequestOf<K>);

const laravelRequests: { [K in Reading]: Encode<K> } = {
  'POST /api/register': ({ realname, ...body }) => ({ ...body, realname: realname || body.name }),
  'POST /api/login_pc': AS_IS,
  'POST /api/editPassword': AS_IS,
  'POST /api/editPayPassword': AS_IS,
  // It writes all three columns on every call (a missing one is HTTP 500): the profile form sends all three.
  'POST /api/updateuserinfo': ({ birthday = null, mobile = null, email = null }) => ({ birthday, mobile, email }),
  'POST /api/applyagentdo': AS_IS,
  'GET /api/game/list': AS_IS,
  'POST /api/getGameUrl': AS_IS,
  'POST /api/bannerList': AS_IS,
  'POST /api/noticeList': AS_IS,
  'POST /api/article': AS_IS,
  'POST /api/activitylist': AS_IS,
  'POST /api/activitydeatil': AS_IS,
  'POST /api/doactivityapply': AS_IS,
  'POST /api/activityApplyLog': AS_IS,
  'POST /api/redpacket': AS_IS,
  'POST /api/getfanshui': AS_IS,
  'POST /api/transfer': AS_IS,
  'POST /api/uptransferstatus': AS_IS,
  'POST /api/getPayRange': AS_IS,
  'POST /api/recharge': AS_IS,
  'POST /api/payinfo': AS_IS,
  'POST /api/getcard': AS_IS,
  'POST /api/bindcard': AS_IS,
  'POST /api/delcard': AS_IS,
  'POST /api/withdraw': AS_IS,
  // Its type has no default (a missing one is HTTP 500), and its 3 and 4 are the contract's 4 and 3.
  'POST /api/gettransrecord': ({ type = 1, ...body }) => ({ ...body, type: swapTransfer(type) }),
  'POST /api/betrecord': AS_IS,
};

/** The encoders the wire layer runs (the calls sent as they are need none). */
export const laravelEncoders = Object.fromEntries(Object.entries(laravelRequests).filter(([, encode]) => encode !== AS_IS)) as Encoders;
