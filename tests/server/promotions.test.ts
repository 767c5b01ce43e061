// Promotions: types, list, detail, applications and their review through the admin API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoMsg } from '../../server/features/promotions/messages';
import { startServer, type TestServer } from './harness';
import { member } from './promotions-fixtures';

interface Page<T> {
  data: T[];
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
}
interface Activity {
  id: number;
  type_id: number;
  title: string;
  banner: string;
  content: string;
  memo: string;
}
interface Apply {
  id: number;
  activity_id: number;
  activity_name: string;
  state: number;
  created_at: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('promotions for anyone', () => {
  it('lists the seeded types, and promotions of several types with banners and HTML', async () => {
    const types = await server.api<{ id: number; name: string }[]>('/api/activitytype');
    expect(types.data.map((t) => t.name)).toEqual(['新人专享', '充值优惠', '日常活动', '返水优惠', 'VIP专享']);

    const all = await server.api<Page<Activity>>('/api/activitylist');
    expect(all.data).toMatchObject({ total: 6, current_page: 1, last_page: 1 });
    expect(new Set(all.data.data.map((a) => a.type_id)).size).toBe(5);
    for (const a of all.data.data) {
      expect(a.banner).toMatch(/^\/files\/promotions\/banners\/[a-z-]+\.svg$/);
      expect(a.content).toMatch(/^<p>/);
    }
    const banner = await server.app.inject({ method: 'GET', url: all.data.data[0]!.banner });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('filters by type and pages', async () => {
    const types = await server.api<{ id: number; name: string }[]>('/api/activitytype');
    const daily = types.data.find((t) => t.name === '日常活动')!;
    const list = await server.api<Page<Activity>>('/api/activitylist', { type: daily.id });
    expect(list.data.data.map((a) => a.title)).toEqual(['每日红包雨', '邀请好友送彩金']);
    expect((await server.api<Page<Activity>>('/api/activitylist', { type: 0, page: 2 })).data).toMatchObject({ data: [], current_page: 2 });
    expect((await server.api<Page<Activity>>('/api/activitylist', { type: 999 })).data).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('shows one promotion, and says so for an unknown one', async () => {
    const list = await server.api<Page<Activity>>('/api/activitylist');
    const first = list.data.data[0]!;
    expect((await server.api<Activity>('/api/activitydeatil', { id: first.id })).data).toEqual(first);
    expect(await server.api('/api/activitydeatil', { id: 99999 })).toMatchObject({ status: 404, message: promoMsg.activityUnknown });
    expect((await server.api('/api/activitydeatil', {})).status).toBe(400);
  });
});

describe('applications', () => {
  it('needs a member, and refuses the shared guest account', async () => {
    expect((await server.api('/api/doactivityapply', { activityid: 1 })).status).toBe(401);
    const guest = await server.login('guest888', 'guest888');
    expect(await server.api('/api/doactivityapply', { activityid: 1 }, guest.data.api_token)).toMatchObject({ status: 403 });
  });

  it('applies once (simultaneous taps included), shows it pending, then approved after review', async () => {
    const m = await member(server, 'apply001');
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.api('/api/doactivityapply', { activityid: 1 }, m.token)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.find((a) => a.code === 200)!.message).toBe(promoMsg.applied);
    expect(answers.filter((a) => a.code === 409).map((a) => a.message)).toEqual(Array(4).fill(promoMsg.alreadyApplied));

    const log = await server.api<Page<Apply>>('/api/activityApplyLog', {}, m.token);
    expect(log.data.total).toBe(1);
    const apply = log.data.data[0]!;
    expect(apply).toMatchObject({ activity_id: 1, activity_name: '新人首存送38%', state: 1 });
    expect(apply.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await server.admin('/admin/activity-apply', { id: apply.id, state: 2 })).data).toEqual({ id: apply.id, state: 2 });
    expect((await server.api<Page<Apply>>('/api/activityApplyLog', {}, m.token)).data.data[0]!.state).toBe(2);
    expect(await server.admin('/admin/activity-apply', { id: apply.id, state: 3 })).toMatchObject({ status: 409, message: promoMsg.applyReviewed });
    expect((await server.api('/api/doactivityapply', { activityid: 1 }, m.token)).status).toBe(409);
  });

  it('lets a member apply again after a rejection, and pages the log newest first', async () => {
    const m = await member(server, 'apply002');
    await server.api('/api/doactivityapply', { activityid: 2 }, m.token);
    const first = (await server.api<Page<Apply>>('/api/activityApplyLog', {}, m.token)).data.data[0]!;
    await server.admin('/admin/activity-apply', { id: first.id, state: 3 });
    expect((await server.api('/api/doactivityapply', { activityid: 2 }, m.token)).code).toBe(200);
    for (const id of [3, 4, 5, 6]) await server.api('/api/doactivityapply', { activityid: id }, m.token);
    for (const id of [1, 2, 3, 4, 5]) await server.api('/api/doactivityapply', { activityid: id }, m.token);
    const page1 = await server.api<Page<Apply>>('/api/activityApplyLog', { page: 1 }, m.token);
    expect(page1.data).toMatchObject({ total: 7, last_page: 1 });
    expect(page1.data.data.map((a) => a.state)).toEqual([1, 1, 1, 1, 1, 1, 3]);
  });

  it('refuses an unknown promotion, an unknown application and a bad review', async () => {
    const m = await member(server, 'apply003');
    expect(await server.api('/api/doactivityapply', { activityid: 4242 }, m.token)).toMatchObject({ status: 404, message: promoMsg.activityUnknown });
    expect(await server.admin('/admin/activity-apply', { id: 4242, state: 2 })).toMatchObject({ status: 404, message: promoMsg.applyUnknown });
    expect((await server.admin('/admin/activity-apply', { id: 1, state: 1 })).status).toBe(400);
  });
});
