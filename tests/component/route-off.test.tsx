// A route the brand turns off has no entrance (issue 30): with the red packet page off, the hall's banner to it, the
// old hall's floating button, the welfare centre's entry and a link in the server's HTML are gone or unlinked, while
// every other way stays. The brand is the default one with `screens.off` set; paths come from the registry.
import { configure, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BrandConfigModule from '../../brand.config';
import hall from '../../locales/zh-CN/hall.json';
import redpacket from '../../locales/zh-CN/redpacket.json';
import { screens as allScreens } from '../../screens.config';
import { isLinkOn } from '../../src/shell/registry';
import { sanitizeHtml } from '../../src/renderers/html/sanitizeHtml';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { fillIn } from '../shared/words';
import { renderApp } from './appHarness';
import { apiUrl } from './harness';
import { serveContent } from './hall-support';
import { ok, serveMember } from './member-support';

const OFF = '/hongbao';

vi.mock('../../brand.config', async (importOriginal) => {
  const real = await importOriginal<typeof BrandConfigModule>();
  const brand = { ...real.brand, screens: { ...real.brand.screens, off: ['/hongbao'] } };
  return { ...real, brand, default: brand };
});

configure({ asyncUtilTimeout: 5000 });
afterEach(() => tokenStore.set(null));

/** Where every way on the screen leads: each in-app link's `data-to` and each anchor's hash path. */
function targets(): string[] {
  const links = [...document.querySelectorAll('[data-to]')].map((el) => el.getAttribute('data-to')!);
  const anchors = [...document.querySelectorAll('a[href^="#/"]')].map((el) => el.getAttribute('href')!.slice(1));
  return [...links, ...anchors];
}

const onRoutes = allScreens.map((def) => def.path).filter((path) => path !== OFF);

describe(`with ${OFF} turned off`, () => {
  beforeEach(() => {
    expect(allScreens.some((def) => def.path === OFF)).toBe(true); // a route of the registry
  });

  it('the one check says no to it, and yes to every other route', () => {
    expect(isLinkOn(OFF)).toBe(false);
    expect(isLinkOn(`${OFF}?from=banner`)).toBe(false);
    expect(onRoutes.filter((path) => !isLinkOn(path))).toEqual([]);
  });

  it('the hall shows no banner leading to it, and the others still link', async () => {
    serveContent();
    const banners = [
      { src: '/files/content/banners/welcome.svg', url: '/activity' },
      { src: '/files/content/banners/redpacket.svg', url: OFF },
      { src: '/files/content/banners/vip.svg', url: '/vip' },
    ];
    mswServer.use(http.post(apiUrl('/api/bannerList'), () => ok(banners)));
    renderApp({ at: '/' });
    // Two slides: the welcome one and the VIP one, each linked (the third slide's picture never asked for).
    expect((await screen.findByAltText(fillIn(hall.bannerAlt, { n: 2 }))).closest('a')).toHaveAttribute('href', '#/vip');
    expect(screen.queryByAltText(fillIn(hall.bannerAlt, { n: 3 }))).not.toBeInTheDocument();
    expect(targets()).toEqual(expect.arrayContaining(['/activity', '/vip']));
    expect(targets().filter((to) => to.startsWith(OFF))).toEqual([]);
  });

  it('the old hall has no floating red packet button', async () => {
    serveContent();
    renderApp({ at: '/index_old' });
    expect(await screen.findByAltText(fillIn(hall.bannerAlt, { n: 1 }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: hall.redpacket })).not.toBeInTheDocument();
    expect(targets().filter((to) => to.startsWith(OFF))).toEqual([]);
  });

  it('the welfare centre offers the rebates but not the red packet, nor a section of its draws', async () => {
    const api = serveMember({ answers: { '/api/redpacket': () => ok({ data: [], total: 0, last_page: 1, current_page: 1, per_page: 10 }) } });
    tokenStore.set('member-token');
    renderApp({ at: '/welfare' });
    expect(await screen.findByText(redpacket.welfare.rebateTitle)).toBeInTheDocument();
    expect(screen.queryByText(redpacket.welfare.title)).not.toBeInTheDocument();
    await waitFor(() => expect(targets()).toContain('/fanshui'));
    expect(targets().filter((to) => to.startsWith(OFF))).toEqual([]);
    // The draws are the red packet's: no heading, no empty state, not even asked for.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(redpacket.records)).not.toBeInTheDocument();
    expect(screen.queryByText(redpacket.welfare.empty)).not.toBeInTheDocument();
    expect(api.count('/api/redpacket')).toBe(0);
  });

  it("the server's HTML keeps the words of a link to it, not the link; other in-app links stay", () => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml(`<p><a href="#${OFF}">red</a> <a href="/#${OFF}?x=1">rain</a> <a href="#/vip">vip</a></p>`);
    expect(box.textContent).toBe('red rain vip');
    expect([...box.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))).toEqual(['#/vip']);
  });
});
