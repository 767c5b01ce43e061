// The requests the Laravel back end (endian001/javaxiangmu) takes: per call the screens send with a body, the fields
// its controller requires (its `$rules` 'required') or reads without a default (a missing one is an HTTP 500 there).
// Each is named as a field of the contract's request, so renaming it in openapi.yaml fails the typecheck here; where
// Laravel's name or value differs, the operation's encoder (records.ts and the like) rewrites the contract's body.
// Its validation (Controller::validate, Controller.php:501-513) reads `$request->all()`: a JSON body counts.
import type { OperationKey, RequestOf } from '../types';

type ContractField<K extends OperationKey> = keyof RequestOf<K> & string;
/** A field Laravel reads: the contract's name, or where its own differs, both (the operation's encoder renames it). */
type LaravelField<K extends OperationKey> = ContractField<K> | { readonly contract: ContractField<K>; readonly laravel: string };
type RequiredFields = { [K in OperationKey]?: readonly LaravelField<K>[] };

/** The names a field of `laravelRequired` has in the contract and in Laravel's request. */
export const namesOf = (field: string | { readonly contract: string; readonly laravel: string }): { contract: string; laravel: string } =>
  typeof field === 'string' ? { contract: field, laravel: field } : field;

/** Witnesses, all in app/Http/Controllers/Api/ at the head read on 2026-11-27. */
export const laravelRequired = {
  // PayController.php:476-481 withdraw: amount, bank, password 'required'; :548 bank is the id of one of the member's
  // cards (UserCard::where('id', $data['bank'])), the id /api/getcard lists.
  'POST /api/withdraw': ['amount', 'bank', 'password'],
  // IndexController.php:1485-1487 getGameUrl: plat_name, game_type 'required' (game_type a category name or 1-7).
  'POST /api/getGameUrl': ['plat_name', 'game_type'],
  // PayController.php:703-707 transfer: sourcetype, targettype, amount 'required'; the central wallet is "userbalance".
  'POST /api/transfer': ['sourcetype', 'targettype', 'amount'],
  // PayController.php:391-396 bindCard: bank, bank_no, pay_pass 'required' (bank_owner, bank_address nullable).
  'POST /api/bindcard': ['bank', 'bank_no', 'pay_pass'],
  // PayController.php:440-442 DelbindCard: id 'required'.
  'POST /api/delcard': ['id'],
  // PayController.php:231-234 recharge: amount, paytype 'required' (bank, alipay, wxpay, usdt with catepay).
  'POST /api/recharge': ['amount', 'paytype'],
  // PayController.php:341 getPayRange: $request->input('type').
  'POST /api/getPayRange': ['type'],
  // PayController.php:114 getpayinfo: $data['deposit_no'].
  'POST /api/payinfo': ['deposit_no'],
  // PayController.php:661-669 getAllUserCard: $data['type'] 1 cards, 2 USDT addresses.
  'POST /api/getcard': ['type'],
  // AuthController.php:124-127 login_pc: name, password 'required|min:6'.
  'POST /api/login_pc': ['name', 'password'],
  // AuthController.php:40-45 register: name, realname 'required'; password, paypassword 'required|min:8'.
  'POST /api/register': ['name', 'realname', 'password', 'paypassword'],
  // AuthController.php:641-644 editPassword: password, paypassword 'required|min:6'.
  'POST /api/editPassword': ['password', 'paypassword'],
  // AuthController.php:663-666 editPayPasswordDo: password, paypassword 'required|min:6'.
  'POST /api/editPayPassword': ['password', 'paypassword'],
  // AuthController.php:827-829 updateuserinfo: $data['birthday'], ['mobile'], ['email'], each read.
  'POST /api/updateuserinfo': ['birthday', 'mobile', 'email'],
  // IndexController.php:2202 doactivity: $data['activityid'] (else activity_id, else id; none is activity 0).
  'POST /api/doactivityapply': ['activityid'],
  // IndexController.php:2827-2829 applyagentdo: $data['apply_info'], $data['mobile'].
  'POST /api/applyagentdo': ['apply_info', 'mobile'],
  // IndexController.php:1912 transRecord: $data['type'] (no default); its 3 and 4 are the contract's 4 and 3.
  'POST /api/gettransrecord': ['type'],
  // IndexController.php:2089 uptransferstatus: $user->update($data): the column transferstatus.
  'POST /api/uptransferstatus': ['transferstatus'],
} as const satisfies RequiredFields;

type Required = typeof laravelRequired;
type LaravelName<F> = F extends string ? F : F extends { laravel: infer L extends string } ? L : never;

/** The body Laravel takes for operation K: each field it requires, present and not null, and whatever else is sent. */
export type LaravelRequest<K extends OperationKey> = Record<string, unknown> &
  (K extends keyof Required ? Record<LaravelName<Required[K][number]>, NonNullable<unknown>> : unknown);

/** The Laravel dialect's encoders: from the contract's request to the body its controller reads, typed both ends. */
export type LaravelEncoders = { [K in OperationKey]?: (body: RequestOf<K>) => LaravelRequest<K> };
