// Steps the promotions and member-centre e2e specs share on the shared server.
import { expect, type Page } from '@playwright/test';
import { fillLogin, hashOf } from './support';

/** Logs in through the form and lands on `path`. */
export async function loginAt(page: Page, path: string, member: { name: string; password: string }) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe(`#${path}`);
}

/** A fresh token of the member, for API checks beside the page. */
export async function apiToken(page: Page, member: { name: string; password: string }): Promise<string> {
  const answer = await page.request.post('/api/login_pc', { data: { name: member.name, password: member.password } });
  return ((await answer.json()) as { data: { api_token: string } }).data.api_token;
}
