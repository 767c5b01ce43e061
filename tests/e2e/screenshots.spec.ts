// Screens worth a human look, saved under test-results/screenshots at the 390×844 phone size.
import { test } from '@playwright/test';

for (const [name, path] of [['login', '/login'], ['reg', '/reg'], ['reg2', '/reg2'], ['hall', '/']] as const) {
  test(`screenshot: ${name}`, async ({ page }) => {
    await page.goto(`/#${path}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  });
}
