// /usdtmore: the two chains compared, with this site's fee of each for a member; a visitor reads the comparison
// without the fees, and nothing of a member's is asked for.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import wallet from '../../locales/zh-CN/wallet.json';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { renderApp } from './appHarness';
import { member, serveWallet } from './wallet-support';

afterEach(() => tokenStore.set(null));

const { usdtmore } = wallet;
/** The comparison's row of `label`, as its cells read. */
const rowOf = async (label: string) => within((await screen.findByRole('rowheader', { name: label })).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);

describe('/usdtmore', () => {
  it("compares the chains and says this site's fee of each to a member", async () => {
    serveWallet();
    tokenStore.set('member-token');
    renderApp({ at: '/usdtmore' });
    expect(await rowOf(usdtmore.rows.fee)).toEqual([`${member.withdrawfeeusdttrc} USDT`, `${member.withdrawcashfee} USDT`]);
    expect(await rowOf(usdtmore.rows.network)).toEqual([usdtmore.trc.network, usdtmore.erc.network]);
    expect(screen.getByRole('columnheader', { name: 'TRC20' })).toBeInTheDocument();
    expect(screen.getByText(usdtmore.lead)).toBeInTheDocument();
    expect(screen.getByText(usdtmore.warning)).toBeInTheDocument();
  });

  it('shows a visitor the comparison without fees, asking nothing of a member', async () => {
    serveWallet();
    const asked: string[] = [];
    mswServer.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    renderApp({ at: '/usdtmore' });
    expect(await rowOf(usdtmore.rows.fee)).toEqual(['--', '--']);
    expect(await rowOf(usdtmore.rows.speed)).toEqual([usdtmore.trc.speed, usdtmore.erc.speed]);
    expect(asked).not.toContain('/api/user');
    mswServer.events.removeAllListeners();
  });
});
