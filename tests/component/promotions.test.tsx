// Promotions: the list by type, a promotion's page for a visitor and a member, and the applications list.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import promotions from '../../locales/zh-CN/promotions.json';
import { promoMsg } from '../../server/features/promotions/messages';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { ok, refuse, serveMember } from './member-support';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => tokenStore.set(null));

const activity = (id: number, type_id: number, title: string) => ({
  id, type_id, title, banner: `/files/promotions/banners/b${id}.svg`, content: `<p>${title}的内容</p><img src=x onerror="alert(1)"><script>alert(2)</script>`,
  memo: '<ol><li>活动须知一</li></ol>', created_at: '2025-03-01 12:00:00',
});
const page = (data: unknown[]) => ({ data, total: data.length, last_page: 1, current_page: 1, per_page: 10 });

const TYPES = [{ id: 1, name: '新人专享' }, { id: 2, name: '日常活动' }];
const DAILY = TYPES[1]!;

function servePromotions() {
  return serveMember({
    answers: {
      '/api/activitytype': () => ok(TYPES),
      '/api/activitylist': async ({ request }) => {
        const body = (await request.json()) as { type: number };
        const all = [activity(1, 1, '新人首存'), activity(2, 2, '每日红包雨')];
        return ok(page(body.type ? all.filter((a) => a.type_id === body.type) : all));
      },
      '/api/activitydeatil': async ({ request }) => {
        const body = (await request.json()) as { id: number };
        return body.id === 1 ? ok(activity(1, 1, '新人首存')) : refuse(404, promoMsg.activityUnknown);
      },
      '/api/doactivityapply': () => ok(null, promoMsg.applied),
    },
  });
}

describe('/activity', () => {
  it('lists every promotion, then one type per tab, each opening its page', async () => {
    const api = servePromotions();
    const app = renderApp({ at: '/activity' });
    expect(await screen.findByText('每日红包雨')).toBeInTheDocument();
    expect(screen.getByText('新人首存')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: DAILY.name }));
    await waitFor(() => expect(screen.queryByText('新人首存')).not.toBeInTheDocument());
    expect(api.sent.filter((s) => s.path === '/api/activitylist').at(-1)?.body).toMatchObject({ type: DAILY.id, page: 1 });
    await userEvent.click(await screen.findByText('每日红包雨')); // the tab's rows come in a deferred render
    await waitFor(() => expect(app.location()).toBe('/activityInfo?id=2'));
  });
});

describe('/activity_old', () => {
  it('lists every promotion in one list, each opening its page', async () => {
    const api = servePromotions();
    const app = renderApp({ at: '/activity_old' });
    expect(await screen.findByText('每日红包雨')).toBeInTheDocument();
    expect(screen.getByText('新人首存')).toBeInTheDocument();
    expect(api.sent.find((s) => s.path === '/api/activitylist')?.body).toMatchObject({ type: 0, page: 1 });
    await userEvent.click(screen.getByText('新人首存'));
    await waitFor(() => expect(app.location()).toBe('/activityInfo?id=1'));
  });
});

describe('/activityInfo', () => {
  it('shows a visitor the sanitized content and the way to log in', async () => {
    servePromotions();
    const app = renderApp({ at: '/activityInfo?id=1' });
    expect(await screen.findByText('新人首存的内容')).toBeInTheDocument();
    expect(screen.getByText('活动须知一')).toBeInTheDocument();
    expect(document.querySelector('.activity-detail script, .activity-detail [onerror]')).toBeNull();
    expect(document.querySelector('.app-header')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: promotions.detail.login }));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2FactivityInfo%3Fid%3D1'));
  });

  it('lets a member apply, once per tap', async () => {
    const api = servePromotions();
    tokenStore.set('member-token');
    renderApp({ at: '/activityInfo?id=1' });
    const apply = await screen.findByRole('button', { name: promotions.detail.apply });
    await userEvent.click(apply);
    expect(await screen.findByText(promoMsg.applied)).toBeInTheDocument();
    expect(api.sent.filter((s) => s.path === '/api/doactivityapply').map((s) => s.body)).toEqual([{ activityid: 1 }]);
  });

  it('says so for an unknown promotion', async () => {
    servePromotions();
    renderApp({ at: '/activityInfo?id=9' });
    expect(await screen.findByText(promotions.detail.missing, { selector: '.adm-error-block-description-title' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: common.retry })).not.toBeInTheDocument();
  });
});

describe('/activityRecord', () => {
  it('shows each application with its state', async () => {
    serveMember({
      answers: {
        '/api/activityApplyLog': () =>
          ok(page([1, 2, 3].map((state) => ({ id: state, activity_id: state, activity_name: `活动${state}`, state, created_at: `2025-03-0${state} 10:00:00` })))),
      },
    });
    tokenStore.set('member-token');
    renderApp({ at: '/activityRecord' });
    expect(await screen.findByText(promotions.record.state['1'])).toBeInTheDocument();
    expect(screen.getByText(promotions.record.state['2'])).toBeInTheDocument();
    expect(screen.getByText(promotions.record.state['3'])).toBeInTheDocument();
    expect(screen.getByText('2025-03-02 10:00:00')).toBeInTheDocument();
  });
});
