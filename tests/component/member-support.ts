// Fixtures of the member-centre, promotion, red-packet, rebate and invite component tests: a member and MSW answers
// that record what was sent. `answers` replaces any answer by path.
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { msg } from '../../server/base/messages';
import { mswServer } from '../setup/msw';
import { serveAppInfo } from './appHarness';
import type { User } from '../shared/contract';
import { apiUrl } from './harness';
import { aUser } from '../shared/factories';

export const memberUser: User = aUser({
  id: 9, uid: '87654321', username: 'member09', balance: '1200.00', gameblance: '35.50', current_vip: 'VIP2', vip: 2,
  paysum: '2500.00', joinday: 12, mobile: '13812345678', email: 'me@example.com', birthday: '1990-05-17',
});

// The answers' default sentence is the reference server's.
export const ok = (data: unknown, message: string = msg.ok) => HttpResponse.json({ code: 200, message, data });
export const refuse = (code: number, message: string) => HttpResponse.json({ code, message, data: null }, { status: code });

const level = (n: number, recharge: string) => ({
  level: n, name: `VIP${n}`, recharge, flow: '0.00', realperson: '0.50', sport: '0.50', e_sport: '0.50', joker: '0.60', electron: '0.70', lottery: '0.30',
});
export const vipLevels = [level(1, '0.00'), level(2, '1000.00'), level(3, '5000.00')];

export interface Sent {
  path: string;
  body: unknown;
}

/** Serves the member; answers every listed path; returns the requests sent, in order. */
export function serveMember(options: { user?: Partial<typeof memberUser>; answers?: Record<string, HttpResponseResolver>; appInfo?: Record<string, unknown> } = {}) {
  const sent: Sent[] = [];
  const user = { ...memberUser, ...options.user };
  serveAppInfo(options.appInfo);
  const defaults: Record<string, HttpResponseResolver> = {
    '/api/user': () => ok(user),
    '/api/uservip': () => ok(vipLevels),
    '/api/balance': () => ok({ balance: user.balance }),
    '/api/noticeList': () => ok({ data: [], total: 0, last_page: 1, current_page: 1, per_page: 10 }),
    '/api/balancelist': () => ok([]),
  };
  const handlers = { ...defaults, ...options.answers };
  mswServer.use(
    ...Object.entries(handlers).map(([path, resolve]) =>
      http.all(apiUrl(path), async (info) => {
        const type = info.request.headers.get('content-type') ?? '';
        const body = type.includes('json') ? await info.request.clone().json().catch(() => null) : type ? await info.request.clone().formData() : null;
        sent.push({ path, body });
        return resolve(info);
      }),
    ),
  );
  return { sent, count: (path: string) => sent.filter((s) => s.path === path).length };
}
