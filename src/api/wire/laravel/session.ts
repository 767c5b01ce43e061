// Site settings, sign-in and the member's profile, as Laravel's IndexController@app and AuthController answer them.
import type { L } from './contract';
import type { Readers } from './envelope';
import { ignored, map, noSuccess, object } from './read';
import { count, filledText, flag, int, money, sum, text } from './scalars';

/**
 * Settings are system_config strings ("0", "1", "" or null). An unset site state is open, as the legacy client reads
 * it. Every setting takes its default when absent: settings never fail the whole answer.
 */
const appInfo = object<L['AppSettings']>()({
  title: text('string', 'null'),
  site_state: flag(1, 'string', 'null'),
  repair_tips: text('string', 'null'),
  redpacket_switch: flag(0, 'string', 'null'),
  index_modal: flag(0, 'string', 'null'),
  webcontent: text('string', 'null'),
  h5_url: text('string', 'null'),
  site_logo: text('string', 'null'),
  ios_download_url: text('string', 'null'),
  ios_download_qrcode: text('string', 'null'),
});

const url = object<L['Url']>()({ url: text('string') });

/** login_pc answers the member row with the fresh token in api_token; register the created row with its token. */
const token = object<L['Token']>()({ api_token: filledText('string') });

/**
 * No uid (the id is the member number); money columns are strings, gameblance a number; settings may be null.
 * Required: the id and the balance (what the member's screens cannot do without); the display fields take their
 * defaults. joinday counts whole days since registration, 0 on the first day, which the contract counts as 1.
 */
const user = map(
  object<L['User']>()({
    id: int('number'),
    username: text('string'),
    realname: text('string', 'null'),
    avatar: text('string'),
    balance: money('string'),
    gameblance: sum('string', 'number'),
    usdtrate: text('string'),
    withdrawusdtrate: text('string'),
    withdrawcashfee: sum('string'),
    withdrawfeeusdttrc: sum('string'),
    transferstatus: flag(0, 'number'),
    current_vip: text('string'),
    vip: count(0, 'number'),
    paysum: sum('string'),
    joinday: count(1, 'number'),
    isagent: flag(0, 'number'),
    mobile: text('string', 'null'),
    email: text('string', 'null'),
    birthday: text('string', 'null'),
  }),
  // No public member number (uid): the screens show the id.
  (member) => ({ ...member, uid: undefined, joinday: Math.max(1, member.joinday) }),
);

export const sessionReaders = {
  'POST /api/app': appInfo,
  'GET /api/getVisitUrl': url,
  'POST /api/getservicerurl': url,
  'GET /api/getAgentLoginUrl': url,
  'POST /api/register': token,
  'POST /api/login_pc': token,
  'POST /api/logoff': ignored(),
  'POST /api/user': user,
  'POST /api/balance': object<L['Balance']>()({ balance: money('string') }),
  'POST /api/editPassword': ignored(),
  'POST /api/editPayPassword': ignored(),
  // Uploads are switched off there: it always answers code 201.
  'POST /api/uploadimg': noSuccess,
  'POST /api/updateuserinfo': ignored(),
  'POST /api/applyagentdo': ignored(),
} satisfies Readers;
