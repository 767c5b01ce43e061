// The VIP page: nothing until the ladder loads, then tabs from the member's level, reached or not, requirements and
// rebates.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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
    await screen.findByRole('status', { name: '加载中…' });
    expect(screen.queryByText('VIP1')).not.toBeInTheDocument();
    expect(screen.queryByText('已达标')).not.toBeInTheDocument();
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
    expect(state(3)).toBe('已达标');
    expect(state(4)).toBe('已达标');
    expect(state(5)).toBe('未达标');
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
    for (const label of ['真人视讯', '体育赛事', '电子竞技', '棋牌游戏', '电子游艺', '彩票游戏']) expect(card.textContent).toContain(label);
    expect(card.textContent).toContain('0.70%');
    expect(screen.getByText('晋级规则')).toBeInTheDocument();
  });

  it('starts a visitor on VIP1 with nothing reached', async () => {
    serveContent();
    renderApp({ at: '/vip' });
    await waitFor(() => expect(activeTab()).toBe('VIP1'));
    expect(screen.queryByText('已达标')).not.toBeInTheDocument();
    expect(screen.getAllByText('未达标')).toHaveLength(10);
  });
});
