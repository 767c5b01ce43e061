// The screens of issue 11's acceptance, rendered from the Laravel back end's answers (tests/fixtures/laravel) with the
// laravel dialect: the right values, and never undefined, NaN, [object Object], a load failure or an uncaught error.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import commonLocale from '../../locales/zh-CN/common.json';
import contentLocale from '../../locales/zh-CN/content.json';
import hallLocale from '../../locales/zh-CN/hall.json';
import memberLocale from '../../locales/zh-CN/member.json';
import renderersLocale from '../../locales/zh-CN/renderers.json';
import redpacketLocale from '../../locales/zh-CN/redpacket.json';
import vipLocale from '../../locales/zh-CN/vip.json';
import walletLocale from '../../locales/zh-CN/wallet.json';
import { http, HttpResponse } from 'msw';
import { answerOf, DEPOSIT_NO, laravelFixtures, MEMBER } from '../fixtures/laravel';
import { mswServer } from '../setup/msw';
import { apiUrl } from './harness';
import { containing, fillIn } from '../shared/words';
import { renderApp } from './appHarness';
import { expectCleanScreen, serveLaravel, runAgainstLaravel } from './laravel-support';

runAgainstLaravel();

const LOAD_FAILED = renderersLocale.loadFailed.title;

async function settled(text: string | RegExp) {
  expect((await screen.findAllByText(text, {})).length).toBeGreaterThan(0);
  expect(screen.queryByText(LOAD_FAILED)).not.toBeInTheDocument();
  expectCleanScreen();
}

describe('with the Laravel back end', () => {
  it('the hall shows the member, the balance, the notices and platforms; a lottery tile opens as a game', async () => {
    const sent = serveLaravel();
    const app = renderApp({ at: '/' });
    await settled(MEMBER.username);
    expect(await screen.findByTestId('hall-balance')).toHaveTextContent('1520.50');
    expect(await screen.findByText(/Maintenance tonight 02:00-04:00/)).toBeInTheDocument();
    await settled('PP Slots');
    await userEvent.click(screen.getByRole('tab', { name: containing(hallLocale.categories.lottery) }));
    await userEvent.click(await screen.findByText('TC Lottery'));
    await waitFor(() => expect(app.location()).toMatch(/^\/gamePage\?/));
    expect(app.location()).toContain('type=lottery');
    await waitFor(() => expect(sent.get('POST /api/getGameUrl')).toEqual([{ plat_name: 'TCG', game_type: 4, is_mobile_url: 1 }]));
    expect(sent.has('POST /api/lotteryRoom')).toBe(false);
  });

  it('/vip shows each level\'s rates and no threshold row it lacks', async () => {
    serveLaravel();
    renderApp({ at: '/vip' });
    await settled('0.60%');
    expect(screen.getAllByText('VIP2').length).toBeGreaterThan(0);
    expect(screen.queryByText(vipLocale.recharge)).not.toBeInTheDocument();
    expect(screen.queryByText(vipLocale.flow)).not.toBeInTheDocument();
  });

  it.each([
    ['5', contentLocale.legal.terms],
    ['6', contentLocale.legal.privacy],
  ])('/abouts?type=%s shows the brand\'s own words, without asking for an article it does not have', async (type, words) => {
    const sent = serveLaravel();
    renderApp({ at: `/abouts?type=${type}` });
    await settled(words.title);
    expect(screen.getByText(words.body.split('\n')[0]!)).toBeInTheDocument();
    expect(sent.has('POST /api/article')).toBe(false);
  });

  it('/zhanzhuye shows the back end\'s /h5/<n>.html sponsorship page in a frame, without asking for an article', async () => {
    const sent = serveLaravel();
    renderApp({ at: '/zhanzhuye?type=2' });
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(document.querySelector('iframe')!.src).toBe(new URL('/h5/2.html', apiUrl('/')).href);
    expect(sent.has('POST /api/article')).toBe(false);
  });

  it('a help page it has no text for (success, data null) is an empty page: no failure, and its success words never as an error', async () => {
    const success = (JSON.parse(readFileSync(path.join(import.meta.dirname, '../fixtures/laravel/captured/article.json'), 'utf8')) as { message: string }).message;
    serveLaravel();
    mswServer.use(http.post(apiUrl('/api/article'), () => HttpResponse.json({ code: 200, message: success, data: null })));
    renderApp({ at: '/boutBallBetInfo?type=3' });
    expect(await screen.findByText(contentLocale.articleEmpty)).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED)).not.toBeInTheDocument();
    expect(screen.queryByText(success)).not.toBeInTheDocument();
    expectCleanScreen();
  });

  it('/help articles still come from the back end', async () => {
    serveLaravel();
    renderApp({ at: '/boutBallBetInfo?type=1' });
    await settled('We are a demo.');
  });

  it('/fanshui shows the rebates with the totals it sends as numbers', async () => {
    serveLaravel();
    renderApp({ at: '/fanshui' });
    await settled('PP Slots');
    expect(screen.getByTestId('fs-pending')).toHaveTextContent('3.20');
    expect(screen.getByTestId('fs-claimed')).toHaveTextContent('9.30');
  });

  it('/wallet tells the USDT address from bank cards without a type, and shows it masked', async () => {
    serveLaravel();
    renderApp({ at: '/wallet' });
    await settled('**** Ab2d');
    expect(screen.queryByText(/TXk9Lq3V/)).not.toBeInTheDocument();
  });

  it('/betRecord shows the bets under the venue names', async () => {
    serveLaravel();
    renderApp({ at: '/betRecord' });
    await settled('+35.50');
    expect(screen.getAllByText(/AG Live/).length).toBeGreaterThan(0);
    expect(screen.getByText('-100.00')).toBeInTheDocument();
  });

  it('/transRecord shows deposits with their numbers and amounts sent as numbers', async () => {
    serveLaravel();
    renderApp({ at: '/transRecord' });
    await settled(DEPOSIT_NO);
    expect(screen.getAllByText(/500\.00/).length).toBeGreaterThan(0);
  });

  it('/mine shows the member by id (there is no uid) and the balance', async () => {
    serveLaravel();
    renderApp({ at: '/mine' });
    await settled(`UID：${MEMBER.id}`);
    expect(screen.getAllByText(/1520\.50/).length).toBeGreaterThan(0);
  });

  it('/mine\'s balance refresh falls back to the user call: this back end fails /api/refreshusermoney', async () => {
    const sent = serveLaravel();
    renderApp({ at: '/mine' });
    await settled(`UID：${MEMBER.id}`);
    const before = sent.get('POST /api/user')?.length ?? 0;
    await userEvent.click(screen.getByRole('button', { name: memberLocale.balance.refresh }));
    await waitFor(() => expect(sent.get('POST /api/user')?.length ?? 0).toBeGreaterThan(before));
    expect(sent.has('POST /api/refreshusermoney')).toBe(false);
    expect(screen.getByTestId('member-balance')).toHaveTextContent('1520.50');
    expectCleanScreen();
  });

  it('/recharge sends a USDT deposit and /payInfo shows where to pay, counted on the Date header\'s clock', async () => {
    const sent = serveLaravel();
    const app = renderApp({ at: '/recharge' });
    await userEvent.click(await screen.findByRole('tab', { name: 'USDT' }));
    await userEvent.type(screen.getByRole('textbox', { name: walletLocale.recharge.amount }), '500');
    await userEvent.click(screen.getByRole('button', { name: walletLocale.recharge.submit }));
    await waitFor(() => expect(app.location()).toBe(`/payInfo?deposit_no=${DEPOSIT_NO}`));
    expect(sent.get('POST /api/recharge')).toEqual([{ paytype: 'usdt', amount: '500', catepay: 'TRC20' }]);
    await settled('TXk9Lq3VvZ6mW1pR8sT2uY4aB7cD5eF9gH');
    expect(screen.getByText('500.00')).toBeInTheDocument();
    // Created 10:20, the Date header says 10:30: 50 minutes left.
    expect(screen.getByText(/(50:00|49:5\d)/)).toBeInTheDocument();
  });

  it('/hongbao lets the member grab at 15:00 when the back end says the event is running (its hours, not the spec\'s)', async () => {
    const sent = serveLaravel();
    const afternoon = { Date: new Date('2026-11-23T07:00:00Z').toUTCString() };
    mswServer.use(
      http.get(apiUrl('/api/userredpacket'), () => HttpResponse.json(answerOf(laravelFixtures['GET /api/userredpacket']!, {}) as Record<string, unknown>, { headers: afternoon })),
    );
    renderApp({ at: '/hongbao' });
    const grab = await screen.findByRole('button', { name: redpacketLocale.draw });
    await waitFor(() => expect(grab).toBeEnabled());
    expect(screen.queryByText(redpacketLocale.phase.after)).not.toBeInTheDocument();
    await userEvent.click(grab);
    expect(await screen.findByText(fillIn(redpacketLocale.won.amount, { money: '8.50' }))).toBeInTheDocument();
    expect(sent.get('POST /api/douserredpacket')).toHaveLength(1);
  });

  it('/lottery opened directly says the site does not offer it, makes no call, and leads back to the hall', async () => {
    const sent = serveLaravel();
    const app = renderApp({ at: '/lottery' });
    expect(await screen.findByText(commonLocale.notOffered.title, {})).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED)).not.toBeInTheDocument();
    for (const key of sent.keys()) expect(key).not.toMatch(/lottery/i);
    await userEvent.click(screen.getByRole('button', { name: commonLocale.notOffered.back }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('/hongbao shows the draws and the rules it has, without the columns and sums it lacks', async () => {
    serveLaravel();
    renderApp({ at: '/hongbao' });
    await settled(redpacketLocale.rules.title);
    const rules = screen.getByRole('table');
    expect(within(rules).getByText('100.00')).toBeInTheDocument();
    expect(within(rules).getByText(fillIn(redpacketLocale.rules.timesValue, { count: 3 }))).toBeInTheDocument();
    expect(within(rules).queryByText(redpacketLocale.rules.flow)).not.toBeInTheDocument();
    // Its hours and counting are its rules' own: the spec's are not claimed.
    expect(screen.queryByText(redpacketLocale.rules.note1)).not.toBeInTheDocument();
    expect(screen.queryByText(redpacketLocale.rules.note2)).not.toBeInTheDocument();
    expect(screen.queryByText(containing(redpacketLocale.counts.sums.split('{{')[0]!))).not.toBeInTheDocument();
  });
});
