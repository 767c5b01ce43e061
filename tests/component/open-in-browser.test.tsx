// In WeChat, QQ and the other in-app browsers an install does nothing: the download page, the install page and a
// package link in an article show how to open the page in the phone's browser instead (the app's ••• menu, "open in
// browser" or on iOS "open in Safari"), with the page's address to copy, shown selected where copying is refused. A
// browser of its own still starts the install.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import copyByHand from '../../locales/zh-CN/copyByHand.json';
import guide from '../../locales/zh-CN/openInBrowser.json';
import content from '../../locales/zh-CN/content.json';
import { SafeHtml } from '../../src/renderers/html';
import { tokenStore } from '../../src/session/tokenStore';
import { USER_AGENTS } from '../shared/userAgents';
import { renderApp, serveAppInfo } from './appHarness';
import { renderWithApp } from './harness';
import { serveContent } from './hall-support';

const INSTALL = 'https://example.test/app.ipa';

function openedIn(agent: keyof typeof USER_AGENTS) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(USER_AGENTS[agent]);
}

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.set(null);
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

async function tapDownload(link: string) {
  serveContent();
  serveAppInfo({ ios_download_url: link, ios_download_qrcode: '/files/pages/download-qr.svg' });
  tokenStore.set('member-token');
  const app = renderApp({ at: '/app' });
  await userEvent.click(await screen.findByRole('button', { name: content.download.ios }));
  return app;
}

describe('/app in an in-app browser', () => {
  it.each([
    ['wechatAndroid', guide.chooseBrowser, guide.apps.wechat],
    ['qqAndroid', guide.chooseBrowser, guide.apps.qq],
    ['wechatIos', guide.chooseSafari, guide.apps.wechat],
    ['qqIos', guide.chooseSafari, guide.apps.qq],
  ] as const)('%s: the download button shows the guide, not a dead tap', async (agent, choose, app) => {
    openedIn(agent);
    await tapDownload(INSTALL);
    const dialog = await screen.findByRole('dialog', { name: guide.title });
    expect(dialog).toHaveTextContent(guide.menu);
    expect(dialog).toHaveTextContent(choose);
    expect(dialog).toHaveTextContent(guide.why.replace('{{app}}', app));
    expect(dialog).toHaveTextContent(window.location.href);
    expect(document.querySelector('iframe')).toBeNull();
    // The QR code stays on the page under it, to scan from another phone.
    expect(screen.getByAltText(content.download.qrAlt)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: guide.close }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: guide.title })).toBeNull());
  });

  it('shows the guide for the install page too, which would open in the frame page', async () => {
    openedIn('wechatAndroid');
    const app = await tapDownload('/files/pages/download.html');
    expect(await screen.findByRole('dialog', { name: guide.title })).toBeInTheDocument();
    expect(app.location()).toBe('/app');
  });

  it('copies the address, or shows it selected to copy by hand where the browser refuses', async () => {
    openedIn('wechatAndroid');
    await tapDownload(INSTALL);
    const dialog = await screen.findByRole('dialog', { name: guide.title });
    await userEvent.click(within(dialog).getByRole('button', { name: guide.copy }));
    const byHand = await screen.findByRole('textbox', { name: copyByHand.title });
    expect(byHand).toHaveValue(window.location.href);
    const field = byHand as HTMLTextAreaElement;
    await waitFor(() => expect(field.value.slice(field.selectionStart, field.selectionEnd)).toBe(window.location.href));
    expect(screen.queryByText(guide.copied)).toBeNull();
  });

  it('says copied only once the clipboard took it', async () => {
    openedIn('wechatIos');
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    try {
      const user = userEvent.setup(); // its clipboard stands in for the system's
      await tapDownload(INSTALL);
      const dialog = await screen.findByRole('dialog', { name: guide.title });
      await user.click(within(dialog).getByRole('button', { name: guide.copy }));
      expect(await screen.findByText(guide.copied)).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(window.location.href);
    } finally {
      Reflect.deleteProperty(window, 'isSecureContext');
    }
  });
});

describe('/gamePage?app=1 in an in-app browser', () => {
  it('shows the guide in place of the install page, which could not start here', async () => {
    openedIn('qqIos');
    serveContent();
    serveAppInfo({ ios_download_url: '/files/pages/download.html' });
    tokenStore.set('member-token');
    renderApp({ at: '/gamePage?app=1' });
    expect(await screen.findByRole('heading', { name: guide.title })).toBeInTheDocument();
    expect(screen.getByText(guide.chooseSafari)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('a package link in an article', () => {
  const html = '<p><a href="https://example.test/app.apk">app</a></p>';

  /** Taps the article's link; whether the app kept the browser from following it. */
  async function tapLink(): Promise<boolean> {
    let held = false;
    const seen = (event: MouseEvent) => {
      held = event.defaultPrevented;
      event.preventDefault(); // jsdom follows no link; nothing to leave
    };
    document.addEventListener('click', seen);
    try {
      await userEvent.click(screen.getByRole('link', { name: 'app' }));
    } finally {
      document.removeEventListener('click', seen);
    }
    return held;
  }

  it('shows the guide in WeChat instead of following it', async () => {
    openedIn('wechatAndroid');
    renderWithApp(<SafeHtml html={html} />);
    expect(await tapLink()).toBe(true);
    expect(await screen.findByRole('dialog', { name: guide.title })).toBeInTheDocument();
  });

  it('is followed as it is in a browser of its own', async () => {
    openedIn('chromeAndroid');
    renderWithApp(<SafeHtml html={html} />);
    expect(await tapLink()).toBe(false);
    expect(screen.queryByRole('dialog', { name: guide.title })).toBeNull();
  });
});
