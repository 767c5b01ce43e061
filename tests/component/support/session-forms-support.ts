// What the tests of the login and registration forms on the in-process server share.
import { screen } from '@testing-library/react';
import auth from '../../../locales/zh-CN/auth.json';
import { screens } from '../../../screens.config';
import { openApp } from './appOnServer';
import type { InProcessServer } from './inProcessServer';

/**
 * The app's frame, the login form and the registration forms with their rules, loaded (and the login form drawn once)
 * in the file's beforeAll: a worker's first app costs seconds on a busy machine, which would otherwise fall on the
 * first test's waits.
 */
export async function warmUp(server: InProcessServer): Promise<void> {
  await Promise.all([
    ...['/login', '/reg', '/reg2'].map((path) => screens.find((screen) => screen.path === path)!.screen()),
    import('../../../src/features/auth/schemas'),
  ]);
  const app = openApp(server, '/login', null);
  await screen.findByRole('button', { name: auth.login.submit });
  app.close();
}
