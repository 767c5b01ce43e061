// Articles (sanitized, titled, by route), the help centre, discover, announcements and the sponsorship list.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import content from '../../locales/zh-CN/content.json';
import { tokenStore } from '../../src/session/tokenStore';
import { containing, sentencePattern } from '../shared/words';
import { renderApp, serveAppInfo } from './appHarness';
import { serveContent } from './hall-support';
import { pullDown, withGestures } from './renderers/support';

afterEach(() => tokenStore.set(null));

/** Any sponsorship banner's name (its number filled in). */
const sponsor = sentencePattern(content.sponsorAlt, { n: '\\d+' });

describe('articles', () => {
  it.each([
    ['/boutBallBetInfo?type=1', 1],
    ['/boutBallBetInfo?type=8', 8],
    ['/abouts?type=5', 15],
    ['/abouts?type=6', 16],
    ['/zhanzhuye?type=2', 22],
  ])('%s shows article %i with its title, sanitized', async (at, type) => {
    const calls = serveContent();
    renderApp({ at });
    expect(await screen.findByText(`正文${type}`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: `文章${type}` })).toBeInTheDocument();
    expect(calls.bodies('/api/article')).toEqual([{ type }]);
    expect(document.querySelector('.detail-screen script')).toBeNull();
    expect(document.querySelector('.detail-screen img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('says so for a type with no article, without asking', async () => {
    const calls = serveContent();
    renderApp({ at: '/zhanzhuye?type=9' });
    expect(await screen.findByText(content.articleEmpty)).toBeInTheDocument();
    expect(calls.count('/api/article')).toBe(0);
  });
});

describe('help centre', () => {
  it('lists the seven help pages in the spec\'s order and opens one', async () => {
    serveContent();
    const app = renderApp({ at: '/boutBallBet' });
    const titles = (['7', '1', '2', '3', '4', '5', '8'] as const).map((type) => content.help[type]);
    for (const title of titles) expect(await screen.findByText(title)).toBeInTheDocument();
    const order = titles.map((title) => document.body.innerHTML.indexOf(`>${title}<`));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await userEvent.click(screen.getByText(content.help['5']));
    await waitFor(() => expect(app.location()).toBe('/boutBallBetInfo?type=5'));
  });
});

describe('discover and announcements', () => {
  it('goes from the official news to the announcements (a member\'s page)', async () => {
    serveContent();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/discover' });
    await userEvent.click(await screen.findByText(content.discover.official));
    await waitFor(() => expect(app.location()).toBe('/message'));
    // Each announcement's title is a heading a screen reader moves between.
    expect(await screen.findByRole('heading', { level: 3, name: '维护公告' })).toBeInTheDocument();
    expect(await screen.findByText('今晚维护')).toBeInTheDocument();
    expect(screen.getByText('2025-01-02 03:04:05')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: containing(content.message.service) }));
    await waitFor(() => expect(app.location()).toBe('/kefu'));
  });
});

describe('sponsorships', () => {
  it('lists the sponsorship banners, each opening its page', async () => {
    serveContent();
    const app = renderApp({ at: '/zhanzhu' });
    const banners = await screen.findAllByRole('button', { name: sponsor });
    expect(banners.length).toBeGreaterThan(0);
    await userEvent.click(banners[0]!);
    await waitFor(() => expect(app.location()).toBe('/activity'));
  });

  describe('pulled down', () => {
    withGestures();

    it('asks for the sponsorships again', async () => {
      const calls = serveContent();
      renderApp({ at: '/zhanzhu' });
      await screen.findAllByRole('button', { name: sponsor });
      const before = calls.count('/api/bannerList');
      pullDown(document.querySelector('.app-pull-refresh')!, 200);
      await waitFor(() => expect(calls.count('/api/bannerList')).toBe(before + 1));
    });
  });
});

describe('/app download page', () => {
  it('shows the carousel, the QR code, and opens the iOS page in the frame page', async () => {
    serveContent();
    serveAppInfo({ ios_download_url: '/files/pages/download.html', ios_download_qrcode: '/files/pages/download-qr.svg' });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/app' });
    expect(await screen.findByAltText(content.download.qrAlt)).toHaveAttribute('src', '/files/pages/download-qr.svg');
    expect((await screen.findAllByAltText(sentencePattern(content.download.slideAlt, { n: '\\d+' }))).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: content.download.ios }));
    await waitFor(() => expect(app.location()).toBe('/gamePage?app=1'));
    await waitFor(() => expect(document.querySelector('iframe')?.src).toBe(`${window.location.origin}/files/pages/download.html`));
  });

  it('says so when there is no download link', async () => {
    serveContent();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/app' });
    await userEvent.click(await screen.findByRole('button', { name: content.download.ios }));
    expect(await screen.findByText(content.download.unavailable)).toBeInTheDocument();
    expect(app.location()).toBe('/app');
  });
});
