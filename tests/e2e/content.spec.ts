// Content in the real browser: the announcements paged as the player scrolls (real layout). What the content screens
// draw from the server's answers, and where their links lead, are checked below the browser
// (tests/component/content-on-server.test.tsx); the download page's iOS page in its frame, in tests/e2e/games.spec.ts.
import { expect, test } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import { NOTICE_PAGE_SIZE } from '../../server/features/content/content';
import { seedNotices } from '../../server/features/content/seed';
import type { PostPath } from '../shared/contract';
import { createMember } from './support';

/** The announcements' call, checked against the contract. */
const NOTICE_LIST: PostPath = '/api/noticeList';

test('the announcements come page by page as the player scrolls, until the list says there is no more', async ({ page, request }) => {
  const member = await createMember(request);
  await page.addInitScript((token) => localStorage.setItem('app.token', token), member.token);
  const asked: unknown[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith(NOTICE_LIST)) asked.push((sent.postDataJSON() as { page?: unknown }).page);
  });
  await page.goto('/#/message');
  const notices = page.locator('.content-notice');
  const seeded = seedNotices();
  // A first page of the server's size, the next one as the player nears its end (a tall screen may already be near
  // it), until the list says there is no more.
  await expect.poll(() => notices.count()).toBeGreaterThanOrEqual(Math.min(NOTICE_PAGE_SIZE, seeded.length));
  await expect(async () => {
    await notices.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    await expect(page.getByText(common.noMore)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(notices).toHaveCount(seeded.length);
  const pages = Array.from({ length: Math.ceil(seeded.length / NOTICE_PAGE_SIZE) }, (_, i) => i + 1);
  // Page 1 is asked by others too (the unread count reads its total); every page is asked, in order.
  expect([...new Set(asked)]).toEqual(pages);
});
