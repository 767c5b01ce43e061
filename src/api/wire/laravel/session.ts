// Site settings, sign-in and the member's profile, as Laravel's IndexController@app and AuthController answer them.
import { z } from '../../../lib/zod';
import type { components } from '../../../../core/schema';
import type { User } from '../domain';
import { decoder, parse, schemaDecoder } from './envelope';
import { count, flag, int, money, nothing, sum, text } from './scalars';
import type { Decoder, OperationKey } from '../types';

type S = components['schemas'];

/**
 * Settings are strings ("0", "1", "" or null). An unset site state is open, as the legacy client reads it. Every
 * setting may be absent and takes its default (''; the flags' defaults): settings never fail the whole answer.
 */
const appInfo: z.ZodType<S['AppInfo']> = z.object({
  title: text,
  site_state: flag(1),
  repair_tips: text,
  redpacket_switch: flag(0),
  index_modal: flag(0),
  webcontent: text,
  h5_url: text,
  site_logo: text,
  ios_download_url: text,
  ios_download_qrcode: text,
});

const url: z.ZodType<S['UrlData']> = z.object({ url: text });

/** login_pc answers the member row with the fresh token in api_token; register the created row with its token. */
const token: z.ZodType<S['TokenData']> = z.object({ api_token: z.string().min(1) });

/**
 * No uid (the id is the member number); money columns are strings, gameblance a number; settings may be null.
 * Required: the id and the balance (what the member's screens cannot do without); the display fields take their
 * defaults. joinday counts whole days since registration, 0 on the first day, which the contract counts as 1.
 */
const user: z.ZodType<User> = z.object({
  id: int,
  username: text,
  realname: text,
  avatar: text,
  balance: money,
  gameblance: sum,
  usdtrate: text,
  withdrawusdtrate: text,
  withdrawcashfee: sum,
  withdrawfeeusdttrc: sum,
  transferstatus: flag(0),
  current_vip: text,
  vip: count(0),
  paysum: sum,
  joinday: count(1).transform((days) => Math.max(1, days)),
  isagent: flag(0),
  mobile: text,
  email: text,
  birthday: text,
});

export const sessionDecoders: Partial<Record<OperationKey, Decoder>> = {
  'POST /api/app': schemaDecoder('app', appInfo),
  'GET /api/getVisitUrl': schemaDecoder('getVisitUrl', url),
  'POST /api/getservicerurl': schemaDecoder('getservicerurl', url),
  'GET /api/getAgentLoginUrl': schemaDecoder('getAgentLoginUrl', url),
  'POST /api/register': schemaDecoder('register', token),
  'POST /api/login_pc': schemaDecoder('login_pc', token),
  'POST /api/logoff': schemaDecoder('logoff', nothing),
  'POST /api/user': schemaDecoder('user', user),
  'POST /api/balance': decoder('balance', (data) => parse('balance', z.object({ balance: money }), data)),
  'POST /api/editPassword': schemaDecoder('editPassword', nothing),
  'POST /api/editPayPassword': schemaDecoder('editPayPassword', nothing),
  'POST /api/uploadimg': schemaDecoder('uploadimg', url),
  'POST /api/updateuserinfo': schemaDecoder('updateuserinfo', nothing),
  'POST /api/applyagentdo': schemaDecoder('applyagentdo', nothing),
};
