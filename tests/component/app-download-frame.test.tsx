// /app: the iOS install link starts from a hidden frame that is sandboxed, so an admin-set URL that turns out to be a
// page runs no script, raises no dialog and opens no popup over the app.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import content from '../../locales/zh-CN/content.json';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp, serveAppInfo } from './appHarness';
import { serveContent } from './hall-support';

afterEach(() => {
  tokenStore.set(null);
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

describe('/app install link', () => {
  it.each(['itms-services://?action=download-manifest&url=https://example.test/app.plist', 'https://example.test/app.ipa'])(
    'starts %s from a hidden frame that may run nothing',
    async (link) => {
      serveContent();
      serveAppInfo({ ios_download_url: link });
      tokenStore.set('member-token');
      renderApp({ at: '/app' });
      await userEvent.click(await screen.findByRole('button', { name: content.download.ios }));
      await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
      const frame = document.querySelector('iframe')!;
      expect(frame.src).toBe(new URL(link).href);
      expect(frame.hidden).toBe(true);
      expect(frame).toHaveAttribute('sandbox');
      const allowed = frame.getAttribute('sandbox')!.split(/\s+/);
      for (const power of ['allow-scripts', 'allow-popups', 'allow-modals', 'allow-same-origin', 'allow-top-navigation']) {
        expect(allowed).not.toContain(power);
      }
    },
  );
});
