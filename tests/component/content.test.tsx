// Articles (sanitized, titled, by route), the help centre, discover, announcements and the sponsorship list.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp, serveAppInfo } from './appHarness';
import { serveContent } from './hall-support';
import { pullDown, withGestures } from './renderers/support';

afterEach(() => tokenStore.set(null));

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
    expect(await screen.findByText('未找到该文章')).toBeInTheDocument();
    expect(calls.count('/api/article')).toBe(0);
  });
});

describe('help centre', () => {
  it('lists the seven help pages in the spec\'s order and opens one', async () => {
    serveContent();
    const app = renderApp({ at: '/boutBallBet' });
    const titles = ['关于我们', '常见问题', '隐私政策', '免责声明', '联系我们', '代理加盟', '负责任博彩'];
    for (const title of titles) expect(await screen.findByText(title)).toBeInTheDocument();
    const order = titles.map((title) => document.body.innerHTML.indexOf(`>${title}<`));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await userEvent.click(screen.getByText('代理加盟'));
    await waitFor(() => expect(app.location()).toBe('/boutBallBetInfo?type=5'));
  });
});

describe('discover and announcements', () => {
  it('goes from 官方动态 to the announcements (a member\'s page)', async () => {
    serveContent();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/discover' });
    await userEvent.click(await screen.findByText('官方动态'));
    await waitFor(() => expect(app.location()).toBe('/message'));
    expect(await screen.findByText('维护公告')).toBeInTheDocument();
    expect(screen.getByText('今晚维护')).toBeInTheDocument();
    expect(screen.getByText('2025-01-02 03:04:05')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /在线客服/ }));
    await waitFor(() => expect(app.location()).toBe('/kefu'));
  });
});

describe('sponsorships', () => {
  it('lists the sponsorship banners, each opening its page', async () => {
    serveContent();
    const app = renderApp({ at: '/zhanzhu' });
    const banners = await screen.findAllByRole('button', { name: /^品牌赞助/ });
    expect(banners.length).toBeGreaterThan(0);
    await userEvent.click(banners[0]!);
    await waitFor(() => expect(app.location()).toBe('/activity'));
  });

  describe('pulled down', () => {
    withGestures();

    it('asks for the sponsorships again', async () => {
      const calls = serveContent();
      renderApp({ at: '/zhanzhu' });
      await screen.findAllByRole('button', { name: /^品牌赞助/ });
      const before = calls.count('/api/bannerList');
      pullDown(document.querySelector('.adm-pull-to-refresh')!, 200);
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
    expect(await screen.findByAltText('APP下载二维码')).toHaveAttribute('src', '/files/pages/download-qr.svg');
    expect((await screen.findAllByAltText(/^APP介绍图/)).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'iOS版下载' }));
    await waitFor(() => expect(app.location()).toBe('/gamePage?app=1'));
    await waitFor(() => expect(document.querySelector('iframe')?.src).toBe(`${window.location.origin}/files/pages/download.html`));
  });

  it('says so when there is no download link', async () => {
    serveContent();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/app' });
    await userEvent.click(await screen.findByRole('button', { name: 'iOS版下载' }));
    expect(await screen.findByText('下载地址暂未开放，请联系客服')).toBeInTheDocument();
    expect(app.location()).toBe('/app');
  });
});
