// Opened from a WeChat or QQ chat, the download page and the install page say how to get to the phone's browser
// (the app's ••• menu, then "open in browser", on iOS "open in Safari"), not a tap that does nothing; a browser of its
// own still opens the install page as before. Each as the real page in Chromium with that app's user agent.
import { expect, test, type Page } from '@playwright/test';
import guide from '../../locales/zh-CN/openInBrowser.json' with { type: 'json' };
import content from '../../locales/zh-CN/content.json' with { type: 'json' };
import { USER_AGENTS } from '../shared/userAgents';
import { createMember, hashOf } from './support';

const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results/e2e'}/screenshots`;

async function openDownloadPage(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('app.token', t), token);
  await page.goto('/#/app');
  await expect(page.getByAltText(content.download.qrAlt)).toBeVisible();
}

for (const [agent, choose] of [
  ['wechatAndroid', guide.chooseBrowser],
  ['wechatIos', guide.chooseSafari],
  ['qqAndroid', guide.chooseBrowser],
  ['qqIos', guide.chooseSafari],
] as const) {
  test.describe(agent, () => {
    test.use({ userAgent: USER_AGENTS[agent] });

    test('the download button and the install page show the way to the browser', async ({ page, request }) => {
      await openDownloadPage(page, (await createMember(request)).token);
      await page.getByRole('button', { name: content.download.ios }).click();
      const dialog = page.getByRole('dialog', { name: guide.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(choose)).toBeVisible();
      await expect(dialog.getByRole('button', { name: guide.copy })).toBeInViewport();
      expect(hashOf(page)).toBe('#/app');
      await page.screenshot({ path: `${SHOTS}/in-app-${agent}-app.png` });
      await dialog.getByRole('button', { name: guide.close }).click();
      await expect(dialog).toBeHidden();

      // The install page itself, reached by a link shared in the chat.
      await page.evaluate(() => (window.location.hash = '#/gamePage?app=1'));
      await expect(page.getByRole('heading', { name: guide.title })).toBeVisible();
      await expect(page.getByText(choose)).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/in-app-${agent}-gamePage.png` });
    });
  });
}

test('a browser of its own opens the install page in the frame page, as before', async ({ page, request }) => {
  await openDownloadPage(page, (await createMember(request)).token);
  await page.getByRole('button', { name: content.download.ios }).click();
  await expect.poll(() => hashOf(page)).toBe('#/gamePage?app=1');
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: guide.title })).toHaveCount(0);
});
