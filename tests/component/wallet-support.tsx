// Fixtures of the wallet's component tests: a member, venues, cards, deposits, and MSW answers that record what was sent.
import { delay, http, HttpResponse } from 'msw';
import { walletMsg } from '../../server/features/wallet/messages';
import { msg } from '../../server/base/messages';
import { mswServer } from '../setup/msw';
import { serveAppInfo } from './appHarness';
import type { Schemas, User } from '../shared/contract';
import { apiUrl } from './harness';
import { aUser } from '../shared/factories';

export const member: User = aUser({ balance: '1000.50', gameblance: '30.00', withdrawusdtrate: '7.3' });

export const venues = [
  { name: 'OB电子', platname: 'obgdy', balance: '10.00' },
  { name: 'PP电子', platname: 'pp', balance: '20.00' },
  { name: '雷电体育', platname: 'ldty', balance: '0.00' },
  { name: '彩票广场', platname: 'cpgc', balance: '0.00' },
  { name: '星耀电竞', platname: 'xydj', balance: '0.00' },
];

/** A card as /api/getcard answers it (typed by the contract, so a renamed field is named here). */
export const card = (id: number, type: 1 | 2, chain = 'TRC20'): Schemas['Card'] => ({
  id, type, bank: type === 2 ? 'USDT' : '中国银行', bank_owner: type === 2 ? chain : '张三', bank_no: type === 2 ? `**** ab${id}d` : `**** **** **** 00${id}0`,
  bank_address: type === 2 ? '' : '北京支行', ico: '/files/wallet/bank.svg',
});

// The answers' sentences are the reference server's, so a test can expect them by name.
const ok = (data: unknown, message: string = msg.ok) => HttpResponse.json({ code: 200, message, data });

export interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/** Serves a logged-in member's wallet; `overrides` replaces answers by path. Answers the requests sent, in order. */
export function serveWallet(options: { user?: Partial<typeof member>; cards?: Record<1 | 2, ReturnType<typeof card>[]>; withdrawDelayMs?: number; transferDelayMs?: number } = {}) {
  const sent: Sent[] = [];
  const user = { ...member, ...options.user };
  const cards = options.cards ?? { 1: [card(1, 1)], 2: [card(2, 2, 'TRC20'), card(3, 2, 'ERC20')] };
  serveAppInfo();
  const record = async (path: string, request: Request) => {
    const text = await request.text();
    sent.push({ path, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
  };
  mswServer.use(
    http.post(apiUrl('/api/user'), () => ok(user)),
    http.post(apiUrl('/api/balance'), () => ok({ balance: user.balance })),
    http.post(apiUrl('/api/balancelist'), () => ok(venues)),
    http.post(apiUrl('/api/getBetAmount'), () => ok({ bet_amount: '0.00' })),
    http.post(apiUrl('/api/getcard'), async ({ request }) => {
      const body = (await request.json()) as { type: 1 | 2 };
      return ok(cards[body.type]);
    }),
    http.post(apiUrl('/api/withdraw'), async ({ request }) => {
      await record('/api/withdraw', request);
      await delay(options.withdrawDelayMs ?? 50);
      return ok({ out_trade_no: 'W20250101120000123456' }, walletMsg.withdrawPending);
    }),
    http.post(apiUrl('/api/transfer'), async ({ request }) => {
      await record('/api/transfer', request);
      await delay(options.transferDelayMs ?? 0);
      return ok({ balance: user.balance }, walletMsg.transferred);
    }),
    http.post(apiUrl('/api/uptransferstatus'), async ({ request }) => {
      await record('/api/uptransferstatus', request);
      return ok(null, walletMsg.autoTransferOn);
    }),
    http.post(apiUrl('/api/delcard'), async ({ request }) => {
      await record('/api/delcard', request);
      return ok(null, walletMsg.unbound);
    }),
  );
  return sent;
}

/** The deposit calls: bank and USDT enabled, a 200-3000 range, one receiving account; each deposit sent is recorded. */
export function serveDeposits(sent: { body: unknown }[], options: { rechargeDelayMs?: number } = {}) {
  mswServer.use(
    http.get(apiUrl('/api/get_pay_way'), () => ok({ card: 1, usdt: 1, wechat: 0, alipay: 0 })),
    http.post(apiUrl('/api/getPayRange'), () => ok({ min_price: '200.00', max_price: '3000.00' })),
    http.post(apiUrl('/api/getpaybank'), () => ok([{ id: 1, bank_name: '中国建设银行', bank_no: '6217000010088886666', bank_owner: '收款公司', bank_address: '深圳支行' }])),
    http.post(apiUrl('/api/recharge'), async ({ request }) => {
      const body = (await request.json()) as { paytype: string };
      sent.push({ body });
      await delay(options.rechargeDelayMs ?? 0);
      return ok({ deposit_no: 'D20250101120000123456' }, body.paytype === 'bank' ? '提交成功，等待后台审核' : '订单创建成功，请尽快完成支付');
    }),
  );
}

/**
 * A call that fails until `recover()`: a dropped connection ('network', which the client retries twice) or the
 * server's 500 envelope. Answers `data` afterwards. Served after the others, so it wins.
 */
export function failUntilRecovered(method: 'get' | 'post', path: string, data: unknown, how: 'network' | 'http500' = 'http500') {
  let down = true;
  mswServer.use(
    http[method](apiUrl(path), () => {
      if (!down) return ok(data);
      return how === 'network' ? HttpResponse.error() : HttpResponse.json({ code: 500, message: '服务器繁忙，请稍后再试', data: null }, { status: 500 });
    }),
  );
  return { recover: () => void (down = false) };
}
