// The site closed by its operator (site_state 0 through the admin API), on a reference server of this file's own, so
// closing it reaches no other test (moved down from tests/e2e/maintenance.exclusive.spec.ts, which ran alone after
// every other e2e test for that reason): every route of the registry shows the maintenance title and the operator's
// repair text, and nothing else.
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import { screens } from '../../screens.config';
import { openApp, type OpenedApp } from './support/appOnServer';
import { inProcessServer, type InProcessServer } from './support/inProcessServer';

/** The operator's words for the closed site (any text of theirs: the screen must show it as given). */
const TIPS = '系统升级维护中，预计 30 分钟后恢复，给您带来不便敬请谅解！';

let server: InProcessServer;
let app: OpenedApp | undefined;
beforeAll(async () => {
  server = await inProcessServer();
  expect((await server.admin('/admin/settings', { site_state: 0, repair_tips: TIPS })).code).toBe(200);
});
afterEach(() => app?.close());
afterAll(() => server.close());

describe('with site_state 0', () => {
  it.each(screens.map((screen) => screen.path))('%s shows the maintenance title and the repair text, nothing else', async (path) => {
    app = openApp(server, path, null);
    expect(await screen.findByText(TIPS)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: common.maintenance.title })).toBeInTheDocument();
    // Nothing but the maintenance page: its title and the repair text.
    expect(document.body.textContent).toBe(common.maintenance.title + TIPS);
  });
});
