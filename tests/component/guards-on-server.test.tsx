// The login guard over every login-required route of the registry, on the reference server in this process (moved
// down from tests/e2e/routing.spec.ts, which keeps one route through the browser's own address and history): a visitor
// is sent to the login form with the way back, and logging in through that form brings them back to the route.
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import auth from '../../locales/zh-CN/auth.json';
import { screens } from '../../screens.config';
import { logIn } from './support/server-journeys';
import { openApp, type OpenedApp } from './support/appOnServer';
import { inProcessServer, type InProcessServer } from './support/inProcessServer';
import { warmUp } from './support/session-forms-support';

/**
 * Every route the registry guards with the login: the spec's list among them (tests/unit/screens.test.ts), and a route
 * added later joins the walk.
 */
const guarded = screens.filter((screen) => screen.guard === 'member').map((screen) => screen.path);

let server: InProcessServer;
let member: { name: string; password: string };
let app: OpenedApp | undefined;
beforeAll(async () => {
  server = await inProcessServer();
  member = await server.member();
  await warmUp(server);
});
afterEach(() => app?.close());
afterAll(() => server.close());

describe('the login guard', () => {
  // One test a route: each ends on its own, well within its timeout, and a failure names the route.
  it.each(guarded)('%s sends a visitor to log in with the way back, and the login form brings them back', async (route) => {
    const wanted = `${route}?from=guard`;
    app = openApp(server, wanted, null);
    await waitFor(() => expect(app!.location()).toBe(`/login?redirect=${encodeURIComponent(wanted)}`));
    await logIn(member);
    await waitFor(() => expect(app!.location()).toBe(wanted));
    expect(screen.queryByRole('button', { name: auth.login.submit })).not.toBeInTheDocument();
  });
});
