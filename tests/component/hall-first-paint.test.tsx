// The hall's first paint (issue 15): while the site settings and the hall's first answers are on their way, the hall
// shows grey placeholders in its own shape inside its frame (header, tab bar), not a spinner on a blank page.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import hall from '../../locales/zh-CN/hall.json';
import nav from '../../locales/zh-CN/nav.json';
import { tabs } from '../../screens.config';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { hold, serveContent } from './hall-support';

afterEach(() => tokenStore.set(null));

const HALL = tabs.find((tab) => tab.key === 'hall')!.path;
const PROMOTIONS = tabs.find((tab) => tab.key === 'promotions')!.path;

const spinners = () => document.querySelectorAll('.app-spinner');
const placeholders = (region: HTMLElement) => region.querySelectorAll('.app-skeleton');

describe('the hall\'s first paint', () => {
  it('draws the hall\'s shape in its frame while the site settings load, then the hall', async () => {
    serveContent();
    const settings = hold('/api/app');
    const banners = hold('/api/bannerList');
    renderApp({ at: HALL });

    const loading = await screen.findByRole('status', { name: common.loading });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(placeholders(loading).length).toBeGreaterThan(4); // banner, notice, wallet, categories, tiles
    expect(spinners()).toHaveLength(0);
    // the frame is there already: the tab bar with the hall marked, so nothing below it moves when the hall arrives
    expect(screen.getByRole('button', { name: nav.tabs.hall, current: 'page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: hall.login })).not.toBeInTheDocument(); // no content before the settings

    settings.open();
    // the hall's own parts take over: the wallet row is there, the banner still a placeholder until it is answered
    expect(await screen.findByRole('button', { name: hall.login })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: common.loading })).not.toBeInTheDocument();
    expect(spinners()).toHaveLength(0);
    banners.open();
    expect(await screen.findByAltText(hall.bannerAlt.replace('{{n}}', '1'))).toBeInTheDocument();
    expect(await screen.findByRole('tabpanel')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).queryAllByRole('button').length).toBeGreaterThan(0));
  });

  it('keeps the spinner for a screen without a placeholder', async () => {
    serveContent();
    const settings = hold('/api/app');
    renderApp({ at: PROMOTIONS });
    await screen.findByRole('status', { name: common.loading });
    expect(spinners()).toHaveLength(1);
    settings.open();
    await waitFor(() => expect(spinners()).toHaveLength(0));
  });
});
