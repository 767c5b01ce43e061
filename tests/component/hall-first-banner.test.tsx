// The hall's largest paint does not wait for the hall's code (issue 15): while that code is on its way, the hall's
// placeholder shows the first banner's picture in the banner's own box, once the site settings say the site is open.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import { tabs } from '../../screens.config';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { BANNERS, hold, serveContent } from './hall-support';

// The hall's code never arrives in this file: its placeholder stays on screen.
vi.mock('../../src/features/hall/HallScreen', () => new Promise(() => undefined));

afterEach(() => tokenStore.set(null));

const HALL = tabs.find((tab) => tab.key === 'hall')!.path;

const bannerPicture = (region: HTMLElement) => region.querySelector('.hall-banner img');

describe('the hall\'s placeholder', () => {
  it('shows the first banner\'s picture once the site is known open, before the hall\'s code has come', async () => {
    const calls = serveContent();
    const settings = hold('/api/app');
    renderApp({ at: HALL });
    const loading = await screen.findByRole('status', { name: common.loading });
    await waitFor(() => expect(calls.count('/api/bannerList')).toBe(1));
    // the banners are answered, but a closed site must not flash one before its maintenance page
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bannerPicture(loading)).toBeNull();

    settings.open();
    await waitFor(() => expect(bannerPicture(screen.getByRole('status', { name: common.loading }))).toHaveAttribute('src', BANNERS[0]!.src));
    expect(calls.count('/api/bannerList')).toBe(1); // the carousel's own query, asked for once
  });
});
