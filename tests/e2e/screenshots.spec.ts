// Screens worth a human look, saved under test-results/screenshots at the 390×844 phone size: a visitor's way in,
// one screen after another in one page (a link's move), each once drawn and still.
import { test } from '@playwright/test';
import { moveTo, openAnew, settled, stillForPicture, watchRequests } from './screenSettled';

test('screenshots: login, reg, reg2 and the hall, as a visitor', async ({ page }) => {
  const requests = watchRequests(page);
  await openAnew(page, '/login');
  for (const [name, path] of [['login', '/login'], ['reg', '/reg'], ['reg2', '/reg2'], ['hall', '/']] as const) {
    await moveTo(page, path);
    await settled(page, requests);
    await stillForPicture(page);
    await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  }
});
