import { expect, test } from '@playwright/test';
import { seedBrand } from '../../server/brandSeed';

test('the reference server answers /api/app with the seeded settings and serves the built site', async ({ request }) => {
  const answer = await request.post('/api/app');
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  expect(body).toMatchObject({ code: 200, data: { site_state: 1, title: seedBrand().settings.title } });

  // The built page, with the element the app mounts in (no page needed to read it).
  const site = await request.get('/');
  expect(site.status()).toBe(200);
  expect(await site.text()).toMatch(/<div id="root"/);
});

test('a member call without a token is refused with code 401', async ({ request }) => {
  const answer = await request.post('/api/user');
  expect(answer.status()).toBe(401);
  expect(await answer.json()).toMatchObject({ code: 401 });
});

test("the brand's font reaches every control: the login form's fields and buttons use the page's font", async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.locator('input').first()).toBeVisible();
  const fonts = await page.evaluate(() => ({
    brand: getComputedStyle(document.body).fontFamily,
    controls: [...document.querySelectorAll('button, input')].map((el) => getComputedStyle(el).fontFamily),
  }));
  expect(fonts.brand).not.toBe('');
  expect(fonts.controls.length).toBeGreaterThan(0);
  expect(fonts.controls.filter((font) => font !== fonts.brand)).toEqual([]);
});
