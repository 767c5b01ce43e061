// The VIP page: nothing until the ladder loads, then tabs from the member's level, reached or not, requirements and
// rebates.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import vip from '../../locales/zh-CN/vip.json';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { serveContent } from './hall-support';

afterEach(() => tokenStore.set(null));

const activeTab = () => document.querySelector('.adm-tabs-tab-active')?.textContent;
const shownCard = () => document.querySelector('.adm-swiper-slide-active .vip-card, .adm-swiper-item .vip-card');

describe('/vip', () => {
  it('shows nothing of the ladder until it has loaded', async () => {
    let release = () => undefined as void;
    const levelsDelay = new Promise<void>((resolve) => (release = resolve));
    serveContent({ levelsDelay });
    renderApp({ at: '/vip' });
    await screen.findByRole('status', { name: common.loading });
    expect(screen.queryByText('VIP1')).not.toBeInTheDocument();
    expect(screen.queryByText(vip.reached)).not.toBeInTheDocument();
    release();
    expect((await screen.findAllByText('VIP1')).length).toBeGreaterThan(0);
  });

  it('starts on the member\'s level: reached up to it, not above', async () => {
    serveContent({ user: { vip: 4, current_vip: 'VIP4' } });
    tokenStore.set('member-token');
    renderApp({ at: '/vip2' });
    await waitFor(() => expect(activeTab()).toBe('VIP4'));
    const cards = [...document.querySelectorAll('.vip-card')];
    const state = (level: number) => cards.find((c) => c.getAttribute('aria-label') === `VIP${level}`)?.querySelector('.vip-state')?.textContent;
    expect(state(3)).toBe(vip.reached);
    expect(state(4)).toBe(vip.reached);
    expect(state(5)).toBe(vip.notReached);
    expect(shownCard()).not.toBeNull();
  });

  it('shows what each level takes and pays, and follows the tabs', async () => {
    serveContent({ user: { vip: 1 } });
    tokenStore.set('member-token');
    renderApp({ at: '/vip' });
    await waitFor(() => expect(activeTab()).toBe('VIP1'));
    await userEvent.click(screen.getByText('VIP3', { selector: '.adm-tabs-tab' }));
    await waitFor(() => expect(activeTab()).toBe('VIP3'));
    const card = document.querySelector('.vip-card[aria-label="VIP3"]')!;
    expect(card.textContent).toContain('5000.00');
    expect(card.textContent).toContain('25000.00');
    for (const label of (['realperson', 'sport', 'e_sport', 'joker', 'electron', 'lottery'] as const).map((game) => vip.rebate[game])) expect(card.textContent).toContain(label);
    expect(card.textContent).toContain('0.70%');
    expect(screen.getByText(vip.rules.title)).toBeInTheDocument();
  });

  it('starts a visitor on VIP1 with nothing reached', async () => {
    serveContent();
    renderApp({ at: '/vip' });
    await waitFor(() => expect(activeTab()).toBe('VIP1'));
    expect(screen.queryByText(vip.reached)).not.toBeInTheDocument();
    expect(screen.getAllByText(vip.notReached)).toHaveLength(10);
  });
});
