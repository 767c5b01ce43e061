// Screens of the promotions and member centre worth a human look, at the 390×844 phone size.
import { expect, test } from '@playwright/test';
import { loginAt } from './promotions-steps';
import { createMember } from './support';

for (const [name, path, asMember, ready] of [
  ['activity', '/activity', false, '.activity-card'],
  ['activityInfo', '/activityInfo?id=1', false, '.activity-detail-title'],
  ['mine', '/mine', true, '[data-testid="member-balance"]'],
  ['account', '/account', true, '.detail-screen-group'],
  ['inviter', '/inviter', true, '.invite-qr canvas[style*="180px"]'],
] as const) {
  test(`screenshot: ${name}`, async ({ page, request }) => {
    if (asMember) await loginAt(page, path, await createMember(request));
    else await page.goto(`/#${path}`);
    await expect(page.locator(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  });
}
