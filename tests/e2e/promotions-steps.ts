// Steps the promotions and member-centre e2e specs share on the shared server.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, fillLogin, hashOf } from './support';

/**
 * A fresh member, made through the API and logged in by the token put in storage (the login form has tests of its
 * own), on `path`; answers the name, the password and the token.
 */
export async function memberAt(page: Page, request: APIRequestContext, path: string) {
  const member = await createMember(request);
  await page.addInitScript((token) => localStorage.setItem('app.token', token), member.token);
  await page.goto(`/#${path}`);
  await expect.poll(() => hashOf(page)).toBe(`#${path}`);
  return member;
}

/** Logs in through the form and lands on `path` (promotions-screenshots.spec.ts; memberAt is the quicker way in). */
export async function loginAt(page: Page, path: string, member: { name: string; password: string }) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe(`#${path}`);
}
