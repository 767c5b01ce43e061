// For the Laravel wire tests: the captured answers by call, and the contract's check of a decoded answer with the
// fields src/api/wire/domain.ts loosens (a supported back end lacks them).
import { readFileSync } from 'node:fs';
import { ContractValidator } from '../../server/contract/validator';
import { loadContract, type JsonSchema } from '../../server/contract/load';
import type { LaravelKey } from '../../src/api/wire/laravel/contract';
import type { Envelope, OperationKey } from '../../src/api/wire/types';
import { LOOSENED } from '../../src/api/wire/domain';

export const CAPTURED = 'tests/fixtures/laravel/captured';

/** Each captured file's call (the file names are the back end's route names), as the Laravel contract names it. */
const CALL_OF: Record<string, LaravelKey> = {
  activityApplyLog: 'POST /api/activityApplyLog',
  activitydeatil: 'POST /api/activitydeatil',
  activitylist: 'POST /api/activitylist',
  activitytype: 'POST /api/activitytype',
  app: 'POST /api/app',
  article: 'POST /api/article',
  balance: 'POST /api/balance',
  balancelist: 'POST /api/balancelist',
  banklist: 'POST /api/banklist',
  bannerList: 'POST /api/bannerList',
  betrecord: 'POST /api/betrecord',
  game_list: 'GET /api/game/list',
  // The same rows with the slot fields (gamepic, catecode, gamename): a call the front end does not make.
  gamelist: 'POST /api/gamelist',
  gamelistBycode: 'POST /api/gamelistBycode',
  getAgentLoginUrl: 'GET /api/getAgentLoginUrl',
  getBetAmount: 'POST /api/getBetAmount',
  getGameUrl: 'POST /api/getGameUrl',
  getPayRange: 'POST /api/getPayRange',
  getVisitUrl: 'GET /api/getVisitUrl',
  get_pay_way: 'GET /api/get_pay_way',
  getcard: 'POST /api/getcard',
  getfanshui: 'POST /api/getfanshui',
  getpaybank: 'POST /api/getpaybank',
  getservicerurl: 'POST /api/getservicerurl',
  gettransrecord: 'POST /api/gettransrecord',
  homenotice: 'POST /api/homenotice',
  login_pc: 'POST /api/login_pc',
  noticeList: 'POST /api/noticeList',
  payinfo: 'POST /api/payinfo',
  recharge: 'POST /api/recharge',
  redpacket: 'POST /api/redpacket',
  refreshusermoney: 'POST /api/refreshusermoney',
  user: 'POST /api/user',
  userredpacket: 'GET /api/userredpacket',
  uservip: 'POST /api/uservip',
  withdraw: 'POST /api/withdraw',
  // Outside the reference contract: the site's closed flag (the front end reads the settings instead).
  systemstatus: 'POST /api/systemstatus',
};

/** A captured file's call, its raw text and its JSON body (null for an HTML error page). */
export function capturedAnswer(file: string): { key: LaravelKey | undefined; text: string; body: unknown } {
  const text = readFileSync(`${CAPTURED}/${file}`, 'utf8');
  const key = CALL_OF[file.replace(/\.json$/, '')];
  try {
    return { key, text, body: JSON.parse(text) as unknown };
  } catch {
    return { key, text, body: null };
  }
}

/**
 * The captured calls that failed there with Laravel's HTML error page (HTTP 500), each named as the failure it was
 * (the capture's README): none is taken for an answer.
 */
export const FAILED_THERE: Record<string, string> = {
  'get_pay_way.json': 'HTTP 500: the application calls a method defined nowhere',
  'getcard.json': 'HTTP 500: the member\'s cards failed there (the page names no cause)',
  'payinfo.json': 'HTTP 500: a non-bank deposit, where the application calls a method defined nowhere',
  'refreshusermoney.json': 'HTTP 500: the application calls a method defined nowhere',
};

const contract = loadContract();

export const operationIdOf = (key: OperationKey): string =>
  contract.operations.find((op) => `${op.method} ${op.path}` === key)!.operationId;

function loosened(): ContractValidator {
  const schemas: Record<string, JsonSchema> = structuredClone(contract.schemas);
  for (const [name, fields] of Object.entries(LOOSENED)) {
    const schema = schemas[name]!;
    schema.required = (schema.required as string[]).filter((field) => !(fields as readonly string[]).includes(field));
  }
  return new ContractValidator({ ...contract, schemas });
}
const validator = loosened();

/** Null when the envelope is what the contract promises (loosened), else the first problem. */
export const contractCheck = (operationId: string, envelope: Envelope): string | null => validator.responseError(operationId, 200, envelope);
