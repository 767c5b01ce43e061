// The alternative hall's welcome, switched on by the operator (index_modal through the admin API) on a reference
// server of this file's own, so the switch reaches no other test (moved down from
// tests/e2e/hall-welcome.exclusive.spec.ts, which ran alone after every other e2e test for that reason): /index_old
// shows the brand's welcome text once, and not again in the same browser session.
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import hall from '../../locales/zh-CN/hall.json';
import { seedBrand } from '../../server/brandSeed';
import { user } from './support/server-journeys';
import { openApp, type OpenedApp } from './support/appOnServer';
import { inProcessServer, type InProcessServer } from './support/inProcessServer';

/** The welcome text the brand's seed gives the site (settings.webcontent), without its markup. */
const welcome = seedBrand().settings.webcontent.replace(/<[^>]*>/g, '');

let server: InProcessServer;
let app: OpenedApp | undefined;
beforeAll(async () => {
  server = await inProcessServer();
  expect((await server.admin('/admin/settings', { index_modal: 1 })).code).toBe(200);
});
afterEach(() => app?.close());
afterAll(() => server.close());

/** The welcome modal, if one shows. */
const modal = () => document.querySelector('.adm-modal');

describe('/index_old with index_modal on', () => {
  it('shows the welcome once per browser session', async () => {
    app = openApp(server, '/index_old', null);
    await waitFor(() => expect(modal()).toHaveTextContent(welcome));
    await user.click(screen.getByRole('button', { name: hall.welcomeClose }));
    await waitFor(() => expect(modal()).toBeNull());

    // The page loaded again in the same session (sessionStorage kept). The modal's code is loaded by now, so were it
    // to show, it would be drawn with the hall's categories, not after them.
    app.close();
    app = openApp(server, '/index_old', null);
    expect(await screen.findByRole('tab', { name: hall.categories.realbet })).toBeInTheDocument();
    expect(modal()).toBeNull();
  });
});
