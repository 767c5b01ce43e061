// The main flows a player walks, in each engine, on one member's session: log in and stay logged in across a reload,
// the hall's categories to a game page, a deposit to /payInfo and its countdown, binding a USDT address, a withdrawal,
// a transfer, a lottery room (countdown, results, a chat line each way over the WebSocket, a bet), the red packet,
// the language switch, the offline notice, and logging out; and, in an engine below the floor, the notice to upgrade.
import path from 'node:path';
import WebSocket from 'ws';
import { POLL_MS } from '../../core/constants';
import { PLATFORMS } from '../../server/seed';
import { lotteryMsg } from '../../server/features/lottery/messages';
import { walletMsg } from '../../server/features/wallet/messages';
import { assert, check } from './checks';
import type { Phone } from './phone';
import type { Api, Member } from './server';
import { noBrokenValues, noFailureShown, noPageErrors, screenIsWell } from './shown';
import { fill, word } from './words';

const TRC20 = 'TpK1i4o72wKryrHYVisbYq8qEvVA38xLFn';
const venue = (code: string) => PLATFORMS.find((p) => p.name === code)!.title;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Another member in a room, over the room's WebSocket as the server speaks it; `heard` keeps what it was sent. */
async function roomListener(api: Api, roomId: number): Promise<{ socket: WebSocket; heard: string[] }> {
  const other = await api.member();
  const socket = new WebSocket(`${api.baseURL.replace('http', 'ws')}/wss?roomid=${roomId}&_token=${encodeURIComponent(other.token)}`);
  const heard: string[] = [];
  socket.on('message', (data) => heard.push(String(data)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  // It pings as the app does: the server drops a socket silent for three pings (a slow flow once outlasted that).
  const alive = setInterval(() => socket.send('ping'), POLL_MS.wsPing);
  socket.once('close', () => clearInterval(alive));
  return { socket, heard };
}

/** The venues' 展开全部 keeps a space between its words and its chevron (Chromium 80-87: old engines' gap). */
async function labelClearOfChevron(phone: Phone): Promise<void> {
  await phone.until('the venues to expand', () => phone.engine.run<boolean>('() => !!document.querySelector(".wallet-expand svg")'));
  const space = await phone.engine.run<number>(`() => {
    const button = document.querySelector('.wallet-expand');
    const chevron = button.querySelector('svg');
    const words = document.createRange();
    words.setStartBefore(button.firstChild);
    words.setEndBefore(chevron);
    return chevron.getBoundingClientRect().left - words.getBoundingClientRect().right;
  }`);
  assert(space >= 2, `the expand button's words touch its chevron (${space.toFixed(1)} px apart)`);
}

/** The bet panel's play groups scroll sideways with no scrollbar drawn under them (Chromium 106-120). */
async function noBarUnderTheChips(phone: Phone): Promise<void> {
  const bar = await phone.engine.run<number>('() => { const c = document.querySelector(".lottery-chips"); return c ? c.offsetHeight - c.clientHeight : -1; }');
  assert(bar === 0, bar < 0 ? 'the bet panel has no play groups' : `a scrollbar of ${bar} px under the play groups`);
}

/** A tapped control keeps no focus ring: Chromium before 90 drew a square one on :focus, and it stayed. */
async function noRingAfterATap(phone: Phone): Promise<void> {
  const ring = await phone.engine.run<string>('() => { const e = document.activeElement; return e && e !== document.body ? getComputedStyle(e).outlineStyle : "none"; }');
  assert(ring === 'none', `a focus ring (${ring}) on the control just tapped`);
}

export async function loginFlow(phone: Phone, member: Member, shots: string): Promise<boolean> {
  return check(phone.engine.name, 'logs in with the form and stays logged in across a reload', async () => {
    await phone.go('/login');
    await phone.fill(word('auth:login.usernamePlaceholder'), member.name);
    await phone.fill(word('auth:login.passwordPlaceholder'), member.password);
    await phone.tap('button', word('auth:login.submit'), { exact: true });
    await phone.untilHash(/^#\/$/);
    await phone.load('/mine');
    await phone.untilText(member.name);
    await screenIsWell(phone);
    await phone.screenshot(path.join(shots, 'flow-mine-after-reload.png'));
  });
}

export async function memberFlows(phone: Phone, member: Member, api: Api, shots: string): Promise<void> {
  const engine = phone.engine.name;
  const shot = (name: string) => phone.screenshot(path.join(shots, `flow-${name}.png`));

  await check(engine, "the hall's categories lead to a game page", async () => {
    await phone.go('/');
    await phone.tap('[role="tab"]', word('hall:categories.realbet'), { exact: true });
    await phone.tap('button', venue('hqzr'));
    await phone.untilHash(/^#\/gamePage\?/);
    // The game in its frame, or first the offer to move money into the venue's empty wallet.
    const topUp = word('games:topUp.title');
    await phone.until('the game frame or its top-up offer', async () => (await phone.engine.run<boolean>('() => !!document.querySelector("iframe")')) || (await phone.text()).includes(topUp));
    await phone.untilText(venue('hqzr'));
    await screenIsWell(phone);
    await shot('gamePage');
  });

  await check(engine, 'a USDT deposit goes to /payInfo, whose countdown ticks', async () => {
    await phone.go('/recharge');
    await phone.tap('[role="tab"]', 'USDT', { exact: true });
    await phone.fill(word('wallet:recharge.amount'), '720');
    await phone.tap('button', word('wallet:recharge.submit'), { exact: true });
    await phone.untilHash(/^#\/payInfo\?deposit_no=D\d+$/);
    await phone.untilText(TRC20);
    const timer = () => phone.engine.run<string>('() => (document.querySelector("[role=timer]") || {}).textContent || ""');
    const first = await phone.until('the countdown', timer);
    const prefix = word('wallet:payInfo.countdown').split('{{')[0]!;
    assert(first.includes(prefix) && /\d\d:\d\d/.test(first), `the countdown reads "${first}"`);
    await phone.until('the countdown to tick', async () => (await timer()) !== first, 3_000);
    await screenIsWell(phone);
    await shot('payInfo');
  });

  await check(engine, 'binds a USDT address to withdraw to', async () => {
    await phone.go('/addUsdtCard');
    await phone.fill(word('wallet:cards.addressRequired'), TRC20);
    await phone.fill(word('wallet:cards.payPasswordRequired'), member.password);
    await phone.tap('button', word('wallet:cards.bind'), { exact: true });
    await phone.untilText(walletMsg.bound);
    await phone.untilHash(/^#\/wallet\?tab=1$/);
    await phone.untilText('xLFn');
    await screenIsWell(phone);
    await shot('wallet');
  });

  await check(engine, 'a USDT withdrawal shows its fee and lands in the records', async () => {
    await phone.go('/withdrawal');
    await labelClearOfChevron(phone);
    await phone.tap('button', word('wallet:withdraw.chooseAddress'), { exact: true });
    await phone.tap('button', 'TRC20', { within: `section[aria-label="${word('wallet:withdraw.chooseAddress')}"]` });
    await phone.fill(word('wallet:withdraw.amount'), '100.10');
    await phone.until('the amount received', async () =>
      (await phone.engine.run<string>('() => (document.querySelector("[data-testid=usdt-received]") || {}).textContent || ""')).includes('13.09 USDT'),
    );
    await phone.fill(word('wallet:withdraw.passwordRequired'), member.password);
    await shot('withdrawal');
    await phone.tap('button', word('wallet:withdraw.submit'), { exact: true });
    await phone.untilHash(/^#\/transRecord\?type=2$/);
    await phone.untilText('-100.10');
    await screenIsWell(phone);
    await shot('transRecord');
  });

  await check(engine, 'a transfer to a venue moves the money', async () => {
    await phone.go('/transfer');
    const balance = () => phone.engine.run<string>('() => (document.querySelector("[data-testid=main-balance]") || {}).textContent || ""');
    const before = Number(await phone.until('the balance', async () => ((await balance()) && Number(await balance()) > 0 ? balance() : '')));
    await phone.tap('button', venue('pp'));
    await phone.fill(word('wallet:transfer.amount'), '120.50');
    await phone.tap('button', word('wallet:transfer.submit'), { exact: true });
    await phone.untilText(walletMsg.transferred);
    await phone.until('the balance to drop', async () => Number(await balance()) === Math.round((before - 120.5) * 100) / 100);
    await screenIsWell(phone);
    await shot('transfer');
  });

  await check(engine, 'a lottery room: countdown, chat both ways, a bet, the result', async () => {
    const { socket, heard } = await roomListener(api, 1);
    try {
      await phone.go('/lottery?room_id=1');
      await phone.untilText(word('lottery:socket.open'));
      await api.admin('/admin/lottery/draw', { room_id: 1 }); // a fresh, fully open period to bet in
      const timer = () => phone.engine.run<string>('() => (document.querySelector("[role=timer]") || {}).textContent || ""');
      const first = await phone.until('the countdown', timer);
      await phone.until('the countdown to tick', async () => (await timer()) !== first, 3_000);
      await phone.tap('button', word('lottery:bet.open'), { exact: true });
      await phone.tap('button', '1.90', { within: '.lottery-bet-panel' }); // the first play at 1.90 (大)
      await noBarUnderTheChips(phone);
      await noRingAfterATap(phone);
      await phone.tap('button', word('lottery:bet.submit'), { exact: true });
      await phone.untilText(lotteryMsg.betPlaced);
      const mine = `hello from ${engine} ${Date.now().toString(36)}`;
      await phone.fill(word('lottery:chat.placeholder'), mine);
      await phone.tap('button', word('lottery:chat.send'), { exact: true });
      await phone.until('the line to reach another member', async () => heard.some((m) => m.includes(mine)), 5_000);
      const theirs = `hello to ${engine} ${Date.now().toString(36)}`;
      socket.send(JSON.stringify({ type: 'send', content: theirs, order: 0 }));
      await phone.untilText(theirs, 5_000);
      await shot('lottery-room');
      const drawn = (await api.admin('/admin/lottery/draw', { room_id: 1 })) as { expect: string };
      await phone.untilText(fill(word('lottery:room.lastResult'), { expect: drawn.expect }));
      await screenIsWell(phone);
      await shot('lottery-result');
    } finally {
      socket.close();
    }
  });

  await check(engine, 'the room reconnects by itself after the server drops its socket, and chat works again', async () => {
    await phone.untilHash(/^#\/lottery\?room_id=1$/, 1_000);
    const state = () => phone.engine.run<string | null>('() => { const s = document.querySelector(".lottery-socket"); return s && s.getAttribute("data-state"); }');
    await phone.until('the socket open', async () => (await state()) === 'open');
    await phone.engine.run(`() => {
      const seen = (window.__socketStates = []);
      const status = document.querySelector('.lottery-socket');
      new MutationObserver(() => seen.push(status.getAttribute('data-state'))).observe(status, { attributes: true });
    }`);
    await api.admin('/admin/sockets/drop', {});
    await phone.until('the room to notice the drop', async () => (await phone.engine.run<string[]>('() => window.__socketStates')).includes('reconnecting'), 5_000);
    await phone.until('the room to reconnect', async () => (await state()) === 'open', 10_000);
    const { socket, heard } = await roomListener(api, 1);
    try {
      const again = `again from ${engine} ${Date.now().toString(36)}`;
      await phone.fill(word('lottery:chat.placeholder'), again);
      await phone.tap('button', word('lottery:chat.send'), { exact: true });
      await phone.until('the line to reach another member', async () => heard.some((m) => m.includes(again)), 5_000);
      await screenIsWell(phone);
    } finally {
      socket.close();
    }
  });

  await check(engine, 'the red packet answers a tap on draw', async () => {
    await phone.go('/hongbao');
    const draw = `button[aria-label="${word('redpacket:draw')}"]`;
    await phone.until('the draw button', () => phone.engine.run<boolean>('(s) => !!document.querySelector(s)', draw));
    // Outside the day's window the button is off and the packet says when it opens; inside, a tap answers.
    if (await phone.engine.run<boolean>('(s) => document.querySelector(s).disabled', draw)) {
      const phases = [word('redpacket:phase.before'), word('redpacket:phase.after')];
      await phone.until('the phase', async () => {
        const text = await phone.text();
        return phases.some((phase) => text.includes(phase));
      });
    } else {
      await phone.engine.click(draw);
      const won = word('redpacket:won.confirm');
      await phone.until('an answer', async () => {
        const text = await phone.text();
        return text.includes(won) || text.includes(word('redpacket:notQualified'));
      });
    }
    await screenIsWell(phone);
    await shot('hongbao');
  });

  await check(engine, 'the language switch turns the screen to English and back', async () => {
    await phone.go('/userCent');
    await phone.untilText(word('nav:titles.userCent'));
    await phone.tap('.app-language-option[lang="en"]', null);
    await phone.untilText(word('nav:titles.userCent', 'en'));
    await sleep(300);
    const keys = await phone.keyLike();
    assert(!keys.some((k) => /^[a-z]+:/.test(k)), `missing English words: ${keys.join(', ')}`);
    await shot('userCent-en');
    await phone.tap('.app-language-option[lang="zh-CN"]', null);
    await phone.untilText(word('nav:titles.userCent'));
    await screenIsWell(phone);
  });

  await check(engine, 'cutting the network shows the offline bar, and giving it back takes it away', async () => {
    const offline = word('common:offline');
    const bar = async () => (await phone.engine.run<string>('() => Array.prototype.map.call(document.querySelectorAll("[role=status]"), function (s) { return s.innerText; }).join(" ")')).includes(offline);
    await phone.go('/');
    await phone.untilText(word('nav:tabs.hall'));
    if (phone.engine.network === 'wire') {
      // The browser will still say online: the app can tell only on a page its service worker served (a reload with
      // nothing answering), and finds the network again by itself, with no event to hear.
      await phone.until('the service worker', () => phone.engine.run<boolean>('() => navigator.serviceWorker.ready.then(function () { return true; })'), 30_000);
    }
    await phone.engine.offline(true);
    try {
      if (phone.engine.network === 'wire') await phone.engine.goto(`${phone.baseURL}/?reloaded=${Date.now()}#/`);
      await phone.until('the offline bar', bar, 15_000);
      await noBrokenValues(phone); // (offline, a call's failure may be told)
      await shot('offline');
    } finally {
      await phone.engine.offline(false);
    }
    await phone.until('the offline bar to go', async () => !(await bar()), 20_000);
    await phone.untilText(word('nav:tabs.hall'));
    // What the offline time told (a refresh's toast) goes by itself.
    await phone.until('no failure told', () => noFailureShown(phone).then(() => true), 10_000);
    await noPageErrors(phone);
  });

  await check(engine, 'logging out ends the session', async () => {
    await phone.go('/userCent');
    await phone.tap('button', word('member:settings.logout'), { exact: true });
    await phone.tap('button', word('common:confirm'), { exact: true, within: '[role="dialog"]' });
    await phone.untilHash(/^#\/login$/);
    const token = await phone.engine.run<string | null>('() => localStorage.getItem("app.token")');
    assert(token === null, 'the token is still kept after logging out');
    await screenIsWell(phone);
  });
}

/**
 * On an iPhone (WebKit, with Safari's user agent) the download page gives the add-to-home-screen steps in words, since
 * no iPhone browser offers a page the install prompt; the desktop WebKit session above must not show them.
 */
export async function iphoneAddToHome(phone: Phone, member: Member, shots: string): Promise<void> {
  await check(phone.engine.name, "an iPhone's Safari is told how to add the site to the home screen", async () => {
    await phone.load('/');
    await phone.engine.run('(t) => localStorage.setItem("app.token", t)', member.token);
    await phone.engine.goto(`${phone.baseURL}/?iphone=1#/app`); // another address: a full load, which reads the token
    await phone.untilText(word('content:download.ios'));
    await phone.untilText(word('content:download.addToHomeSteps'));
    await screenIsWell(phone);
    await phone.screenshot(path.join(shots, 'flow-app-iphone.png'));
  });
}

/** The same page in a browser that is not an iPhone's says nothing of those steps. */
export async function noAddToHomeStepsHere(phone: Phone, shots: string): Promise<void> {
  await check(phone.engine.name, 'a browser with neither the install prompt nor the steps is told neither', async () => {
    await phone.go('/app');
    await phone.untilText(word('content:download.ios'));
    const text = await phone.text();
    assert(!text.includes(word('content:download.addToHomeSteps')), 'the add-to-home-screen steps are offered where they do not apply');
    await phone.screenshot(path.join(shots, 'flow-app.png'));
  });
}

/** Below the floor the app cannot run: the page says so in the brand's words (not a blank or broken screen). */
export async function belowFloorNotice(phone: Phone, shots: string): Promise<void> {
  await check(phone.engine.name, 'an engine below the floor is told, in words, to upgrade', async () => {
    await phone.engine.goto(`${phone.baseURL}/`);
    await phone.untilText(word('upgrade:title'));
    await phone.screenshot(path.join(shots, 'below-floor.png'));
  });
}
