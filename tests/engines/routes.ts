// Every route of the registry, as a visitor and as a member: the screen shows its own words (its header's title, or
// a sentence of its feature's namespace), nothing that looks like a missing translation, no failure's words and no
// broken value, and no uncaught error or unhandled rejection happened on it.
import path from 'node:path';
import { screens } from '../../src/shell/registry';
import type { ScreenDef } from '../../src/shell/screens';
import { assert, check } from './checks';
import type { Phone } from './phone';
import { screenIsWell } from './shown';
import { allKeys, namespaceWords, word } from './words';

export type Role = 'visitor' | 'member';

/** The screens whose picture is kept per engine (test-results/engines/<engine>/), to look at beside Chromium's. */
const SHOTS = new Set(['/', '/activity', '/discover', '/home', '/mine', '/money', '/recharge', '/vip', '/login', '/reg', '/lottery', '/hongbao', '/userCent', '/wallet', '/transRecord', '/fanshui', '/inviter', '/message']);

/** The feature a screen comes from ('wallet' for src/features/wallet/…), read from its lazy import; its locale namespace has the same name. */
const featureOf = (def: ScreenDef) => /features\/(\w+)\//.exec(String(def.screen))?.[1];

/** What a role should find on a route: the words, and the address it ends at. */
function expected(def: ScreenDef, role: Role): { words: string[]; hash: RegExp } {
  if (role === 'visitor' && def.guard === 'member') return { words: [word('nav:titles.login')], hash: /^#\/login\?redirect=/ };
  // A member opening the log-in form is sent on to the hall.
  if (role === 'member' && def.titleKey === 'nav:titles.login') return { words: [word('nav:tabs.hall')], hash: /^#\/$/ };
  if (role === 'visitor' && def.guard === 'memberToast') return { words: [word('errors:loginRequired'), word('nav:tabs.hall')], hash: /^#\/(lottery)?$/ };
  const own = def.header ? [word(def.header.titleKey)] : [];
  const feature = featureOf(def);
  return { words: [...own, word(def.titleKey), ...(feature ? namespaceWords(feature) : [])], hash: new RegExp(`^#${def.path === '/' ? '/' : def.path}`) };
}

/** Checks the screen the phone is on now; `def` says which it should be. */
export async function checkScreen(phone: Phone, def: ScreenDef, role: Role): Promise<void> {
  const want = expected(def, role);
  await phone.untilHash(want.hash);
  // The layout's header shows the route's title at once (a screen may put its own words there, from its namespace:
  // /password's pay-password form); the screen itself has come once its chunk's loading spinner has gone.
  const headed = !!def.header && !(role === 'visitor' && def.guard !== 'none') && !(role === 'member' && def.titleKey === 'nav:titles.login');
  await phone.until(`${def.path}'s own words${headed ? ` ("${want.words[0]}" in its header)` : ''}`, async () => {
    const seen = await phone.engine.run<{ header: string | null; site: string; text: string; loading: boolean }>(
      '() => ({ header: (document.querySelector(".app-header-title") || {}).textContent || null, site: document.title, text: document.body.innerText, loading: !!document.querySelector(".app-screen-loading") })',
    );
    if (seen.loading) return false;
    // A screen may title itself with the site's name from the settings (/index_old, like the hall).
    return headed ? want.words.includes(seen.header ?? '') || seen.header === seen.site : want.words.some((w) => seen.text.includes(w));
  });
  // Late errors come with the screen's first answers: none out, and the last one's work done.
  await phone.until(`${def.path}'s calls answered`, () => phone.engine.run<boolean>('() => window.__engines.quiet(50)'));
  const keys = (await phone.keyLike()).filter((candidate) => allKeys.has(candidate));
  assert(keys.length === 0, `missing translations shown: ${keys.join(', ')}`);
  // iOS WebKit zooms the page into a focused field whose text is under 16 px, and leaves it zoomed.
  const small = await phone.engine.run<string[]>(
    `() => [...document.querySelectorAll('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea, select')]
      .filter((el) => el.getBoundingClientRect().width > 0 && parseFloat(getComputedStyle(el).fontSize) < 16)
      .map((el) => (el.getAttribute('placeholder') || el.getAttribute('aria-label') || el.name || el.className) + ' ' + getComputedStyle(el).fontSize)`,
  );
  assert(small.length === 0, `fields that zoom the page on focus in iOS (text under 16 px): ${small.join(', ')}`);
  await screenIsWell(phone);
}

export async function everyRoute(phone: Phone, role: Role, shotsDir: string): Promise<void> {
  const engine = phone.engine.name;
  await phone.takeErrors();
  for (const def of screens) {
    await check(engine, `${role} ${def.path}`, async () => {
      await phone.go(def.path);
      await checkScreen(phone, def, role);
      if (SHOTS.has(def.path)) await phone.screenshot(path.join(shotsDir, `${role}${def.path === '/' ? '-hall' : def.path.replace(/\//g, '-')}.png`));
    });
    // The visitor's room link sends them to the hall after a moment: let it, before the next route.
    if (role === 'visitor' && def.guard === 'memberToast') await phone.untilHash(/^#\/$/).catch(() => undefined);
  }
}

/** The proof that the checks see errors: one thrown (or a rejection left unhandled) on a screen fails that screen's check. */
export async function plantedErrorFails(phone: Phone, kind: 'error' | 'rejection'): Promise<void> {
  const def = screens.find((s) => s.path === '/discover')!;
  await phone.go('/');
  await phone.untilHash(/^#\/$/);
  await phone.takeErrors();
  await phone.engine.run('(p, k) => { sessionStorage.setItem("engines.plant", p); sessionStorage.setItem("engines.plantKind", k); }', def.path, kind);
  await phone.go(def.path);
  let failure = '';
  try {
    await checkScreen(phone, def, 'visitor');
  } catch (error) {
    failure = String(error);
  }
  const said = kind === 'error' ? /uncaught .*planted by the engines test/ : /unhandled rejection planted by the engines test/;
  assert(said.test(failure), `a planted ${kind} on ${def.path} went unnoticed (${failure || 'the check passed'})`);
}
