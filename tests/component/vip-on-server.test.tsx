// The VIP pages on the reference server's seeded ladder (moved down from tests/e2e/vip.spec.ts): the tab a member
// starts on follows the level the operator set, each card says whether it is reached, what it takes and the rebates
// it pays. The swipe between the cards needs a finger and a layout: it stays in the e2e spec.
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import vip from '../../locales/zh-CN/vip.json';
import { REBATE_COLUMNS } from '../../src/features/vip/levels';
import { listVipLevels, toVipLevelDto } from '../../server/vip';
import { screens } from '../../screens.config';
import { openApp, type OpenedApp } from './support/appOnServer';
import { inProcessServer, type InProcessServer } from './support/inProcessServer';

let server: InProcessServer;
let app: OpenedApp | undefined;
beforeAll(async () => {
  server = await inProcessServer();
  // The screens below, loaded once here: a worker's first render of a screen transforms its modules, seconds on a busy
  // machine, which is this file's setup, not its first test's time.
  await Promise.all(['/vip', '/vip2'].map((path) => screens.find((screen) => screen.path === path)!.screen()));
});
afterAll(() => server.close());
afterEach(() => {
  app?.close();
  app = undefined;
});

/** The seeded ladder, as the server answers it. */
const ladder = () => listVipLevels(server.deps.db).map(toVipLevelDto);
const activeTab = () => document.querySelector('.vip-tabs .adm-tabs-tab-active')?.textContent;
const card = (name: string) => document.querySelector<HTMLElement>(`.vip-card[aria-label="${name}"]`)!;
const stateOf = (name: string) => card(name).querySelector('.vip-state')?.textContent;

/** A member the operator has put at `level`, with the page open at `at`. */
async function memberAt(level: number, at: string) {
  const member = await server.member();
  const set = await server.admin('/admin/user', { username: member.name, vip: level });
  expect(set.code).toBe(200);
  app = openApp(server, at, member.token);
}

describe('the VIP ladder', () => {
  it('starts a member at VIP4 on VIP4: reached up to it, not above, with what it takes and the rebates it pays', async () => {
    const levels = ladder();
    const fourth = levels.find((level) => level.level === 4)!;
    await memberAt(fourth.level, '/vip');
    await waitFor(() => expect(activeTab()).toBe(fourth.name));
    expect([...document.querySelectorAll('.vip-tabs .adm-tabs-tab')].map((tab) => tab.textContent)).toEqual(levels.map((level) => level.name));
    expect(stateOf(fourth.name)).toBe(vip.reached);
    expect(card(fourth.name)).toHaveTextContent(fourth.recharge!);
    expect(card(fourth.name)).toHaveTextContent(fourth.flow!);
    for (const [column] of REBATE_COLUMNS) {
      expect(card(fourth.name)).toHaveTextContent(vip.rebate[column]);
      expect(card(fourth.name)).toHaveTextContent(`${fourth[column]}%`);
    }
    expect(stateOf(levels[2]!.name)).toBe(vip.reached);
    expect(stateOf(levels[4]!.name)).toBe(vip.notReached);
    expect(screen.getByText(vip.rules.title)).toBeInTheDocument();
  });

  it('/vip2 follows a change of level', async () => {
    const levels = ladder();
    await memberAt(levels.at(-2)!.level, '/vip2');
    await waitFor(() => expect(activeTab()).toBe(levels.at(-2)!.name));
    expect(stateOf(levels.at(-2)!.name)).toBe(vip.reached);
    expect(stateOf(levels.at(-1)!.name)).toBe(vip.notReached);
  });

  it('starts a visitor on the first level with nothing reached', async () => {
    const levels = ladder();
    app = openApp(server, '/vip', null);
    await waitFor(() => expect(activeTab()).toBe(levels[0]!.name));
    expect(screen.queryByText(vip.reached)).not.toBeInTheDocument();
    expect(screen.getAllByText(vip.notReached)).toHaveLength(levels.length);
  });
});
