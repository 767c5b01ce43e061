// The unread announcements' count says what it counts on screen ("12条未读"), on the hall's notice bar and on 我的's
// messages entry alike: words a sighted player reads, not only a number with its words for screen readers.
import { expect, test, type Locator } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import memberWords from '../../locales/zh-CN/member.json' with { type: 'json' };
import { fillIn } from '../shared/words';
import { createMember } from './support';

const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results/e2e'}/screenshots`;

/** The text of `where` a player sees: each run of text whose middle is not hidden or clipped away (a screen reader's
 * words in a 1 px clipped box are not seen). */
const seenText = (where: Locator) =>
  where.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let seen = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (!node.textContent?.trim() || box.width === 0) continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && node.parentElement && (hit === node.parentElement || node.parentElement.contains(hit))) seen += node.textContent;
    }
    return seen;
  });

test('the unread count reads as words on the hall and on 我的, and the words match the announcements there are', async ({ page, request }) => {
  const member = await createMember(request);
  const total = ((await (await request.post('/api/noticeList', { data: { page: 1 } })).json()) as { data: { total: number } }).data.total;
  expect(total).toBeGreaterThan(0);
  const words = fillIn(common.unreadCount, { number: total > 99 ? '99+' : total });
  await page.addInitScript((token) => localStorage.setItem('app.token', token), member.token);

  await page.goto('/#/');
  const bar = page.locator('.hall-notice');
  // The count is asked for once the hall has been painted, its first banner included (src/kit/unreadNotices.tsx).
  await expect(bar).toContainText(words, { timeout: 15_000 });
  expect(await seenText(bar)).toContain(words);

  await page.goto('/#/mine');
  const messages = page.getByRole('button', { name: `${memberWords.links.message} ${words}`, exact: true });
  await expect(messages).toBeVisible();
  await expect.poll(() => seenText(messages)).toContain(words);
  await page.screenshot({ path: `${SHOTS}/unread-mine.png` });
});
