// The contract holds every call of the spec's section 7, with its exact method and path; it may grow beyond them.
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../server/contract/load';

const SPEC_CALLS = `
GET /api/getVisitUrl; GET /api/game/list; POST /api/app; POST /api/logoff; POST /api/balance; POST /api/user;
POST /api/refreshusermoney; POST /api/transall; POST /api/lotteryList; POST /api/lotteryRoom; GET /api/lotteryRoom;
POST /api/lotteryOrder; POST /api/bannerList; POST /api/homenotice; POST /api/noticeList; POST /api/getservicerurl;
GET /api/getAgentLoginUrl; POST /api/getGameUrl; GET /api/userredpacket; POST /api/douserredpacket; POST /api/redpacket;
POST /api/activitytype; POST /api/activitylist; POST /api/activitydeatil; POST /api/doactivityapply;
POST /api/activityApplyLog; POST /api/uservip; POST /api/uploadimg; POST /api/updateuserinfo; POST /api/applyagentdo;
POST /api/article; POST /api/balancelist; POST /api/dofanshui; POST /api/getfanshui; POST /api/betrecord;
POST /api/gettransrecord; POST /api/getPayRange; GET /api/get_pay_way; POST /api/recharge; POST /api/banklist;
POST /api/getpaybank; POST /api/getcard; POST /api/bindcard; POST /api/delcard; POST /api/payinfo;
POST /api/getBetAmount; POST /api/withdraw; POST /api/transfer; POST /api/uptransferstatus; POST /api/gamelistBycode;
POST /api/editPassword; POST /api/editPayPassword; POST /api/register; POST /api/login_pc`
  .split(';')
  .map((s) => s.trim())
  .sort();

describe('openapi.yaml', () => {
  const contract = loadContract();

  it('has every call of the spec, method and path, each once', () => {
    const calls = contract.operations.map((op) => `${op.method} ${op.path}`);
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls).toEqual(expect.arrayContaining(SPEC_CALLS));
  });

  it('gives every operation a unique operationId and a typed 200 answer', () => {
    const ids = contract.operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(contract.okResponses.get(id), id).toBeDefined();
  });

  it('takes JSON bodies on POST, query parameters on GET and multipart for the avatar upload', () => {
    for (const op of contract.operations) {
      if (op.method === 'GET') expect(op.body, op.operationId).toBeUndefined();
      else expect(op.body?.multipart, op.operationId).toBe(op.operationId === 'uploadimg');
    }
    expect(contract.byId.get('lotteryRoom')?.query).toMatchObject({ required: ['room_id'] });
  });

  it('describes the WebSocket messages both ways', () => {
    for (const name of ['WsClientMessage', 'WsPing', 'WsSend', 'WsServerMessage', 'WsChatPush', 'WsSysmsg', 'WsPong']) {
      expect(contract.schemas[name], name).toBeDefined();
    }
  });
});
