// One brand name on screen with the Laravel back end (moved down from tests/e2e/brand-name.laravel.spec.ts; the Laravel
// build's own page title and splash stay checked there, on the hall): given the site settings the real back end
// answered (tests/fixtures/laravel/captured/app.json), the hall, the log-in and both sign-up forms name the site by the
// back end's title, and so does the page's title, never by the build's brand name beside it.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import brandWords from '../../locales/zh-CN/brand.json';
import { tokenStore } from '../../src/session/tokenStore';
import captured from '../fixtures/laravel/captured/app.json';
import { mswServer } from '../setup/msw';
import { screens } from '../../screens.config';
import { renderApp } from './appHarness';
import { apiUrl } from './harness';
import { runAgainstLaravel, serveLaravel } from './laravel-support';

runAgainstLaravel();
beforeAll(async () => {
  // The screens below, loaded once here: a worker's first render of a screen transforms its modules, seconds on a busy
  // machine, which is this file's setup, not its first test's time.
  await Promise.all(['/', '/login', '/reg', '/reg2'].map((path) => screens.find((screen) => screen.path === path)!.screen()));
});

const title = captured.data.title;

describe('with the Laravel back end\'s site settings', () => {
  it('has a title of its own, other than the build\'s brand name (or these checks would show nothing)', () => {
    expect(title.trim()).not.toBe('');
    expect(title).not.toBe(brandWords.siteName);
  });

  it.each(['/', '/login', '/reg', '/reg2'])('%s names the site by the back end\'s title, not the build\'s brand name', async (at) => {
    tokenStore.set(null); // a visitor: the forms are theirs
    serveLaravel();
    // After the fixtures, so it answers first: the settings exactly as the real back end gave them.
    mswServer.use(http.post(apiUrl('/api/app'), () => HttpResponse.json(captured)));
    document.title = '';
    renderApp({ at });
    expect((await screen.findAllByText(title, { exact: true })).length).toBeGreaterThan(0);
    expect(document.title).toBe(title);
    expect(document.body.textContent).not.toContain(brandWords.siteName);
  });
});
