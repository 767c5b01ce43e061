// Screens of the promotions and member centre worth a human look, at the 390×844 phone size: a visitor's, then a
// member's, one screen after another in one page (a link's move), each once drawn and still.
import { expect, test, type Page } from '@playwright/test';
import { moveTo, openAnew, settled, stillForPicture, watchRequests } from './screenSettled';
import { createMember } from './support';

/** Each picture: its name, its route, and what shows once its content is in. */
type Shot = readonly [name: string, path: string, ready: string];

async function shoot(page: Page, shots: readonly Shot[]) {
  const requests = watchRequests(page);
  await openAnew(page, '/');
  for (const [name, path, ready] of shots) {
    await moveTo(page, path);
    await expect(page.locator(ready).first()).toBeVisible();
    await settled(page, requests);
    await stillForPicture(page);
    await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  }
}

test('screenshots: activity and activityInfo, as a visitor', async ({ page }) => {
  await shoot(page, [
    ['activity', '/activity', '.activity-card'],
    ['activityInfo', '/activityInfo?id=1', '.activity-detail-title'],
  ]);
});

test('screenshots: mine, account and inviter, as a member', async ({ page, request }) => {
  const { token } = await createMember(request);
  await page.addInitScript((t) => localStorage.setItem('app.token', t), token);
  await shoot(page, [
    ['mine', '/mine', '[data-testid="member-balance"]'],
    ['account', '/account', '.detail-screen-group'],
    ['inviter', '/inviter', '.invite-qr canvas[style*="180px"]'],
  ]);
});
