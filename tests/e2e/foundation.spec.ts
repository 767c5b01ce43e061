import { expect, test } from '@playwright/test';
import { seedBrand } from '../../server/brandSeed';

test('the reference server answers /api/app with the seeded settings and serves the built site', async ({ page, request }) => {
  const answer = await request.post('/api/app');
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  expect(body).toMatchObject({ code: 200, data: { site_state: 1, title: seedBrand().settings.title } });

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).toBeAttached();
});

test('a member call without a token is refused with code 401', async ({ request }) => {
  const answer = await request.post('/api/user');
  expect(answer.status()).toBe(401);
  expect(await answer.json()).toMatchObject({ code: 401 });
});
