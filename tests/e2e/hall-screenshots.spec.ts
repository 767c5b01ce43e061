// The screens of issue 4 worth a human look, saved under test-results/screenshots at the phone size.
import { expect, test, type Page } from '@playwright/test';
import { PLATFORMS } from '../../server/seed';
import { moveTo, settled, stillForPicture, watchRequests, type Requests } from './screenSettled';
import { createMember } from './support';

/** Drawn and still: its calls and pictures in, its fonts loaded, its animations done. */
async function shot(page: Page, requests: Requests, name: string) {
  await settled(page, requests);
  await stillForPicture(page);
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

test('screenshot: hall (visitor)', async ({ page }) => {
  const requests = watchRequests(page);
  await page.goto('/#/');
  await expect(page.locator('.hall-tile img').first()).toBeVisible();
  await shot(page, requests, 'hall-visitor');
});

test('screenshot: hall (member), concise and a game', async ({ page, request }) => {
  const { token } = await createMember(request);
  await page.addInitScript((t) => localStorage.setItem('app.token', t), token);
  const requests = watchRequests(page);
  await page.goto('/#/');
  await expect(page.getByTestId('hall-balance')).toHaveText('0.00');
  await shot(page, requests, 'hall-member');

  await moveTo(page, '/concise');
  await expect(page.locator('.games-slot img').first()).toBeVisible();
  await shot(page, requests, 'concise');

  // A seeded sports venue's game, whose page (the demo venue's) shows its name.
  const sport = PLATFORMS.find((platform) => platform.category_id === 'sport')!;
  await moveTo(page, `/gamePage?${new URLSearchParams({ name: sport.title, type: sport.category_id, code: sport.game_code }).toString()}`);
  await expect(page.frameLocator('iframe').locator('#title')).toHaveText(sport.title);
  await shot(page, requests, 'game-page');
});
