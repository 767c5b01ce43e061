// Big text: every route of the registry at Android's text zoom of 130 % and 200 %, as a visitor and as a member. A
// player's system font scale (Android's font size setting, 115–200 %) is the Android WebView's default text zoom,
// and it enlarges all text, px included (docs/browsers.md, "Big text"). At both scales no text may be cut by its box
// or the screen's edge, none may lie over other text or hide under the tab bar, no button may be cut, every tab
// label stays on one line, every amount whole. Pictures of the hall, /mine, the withdrawal and a lottery room at
// both scales go to test-results/big-text/ for a human look.
import { expect, test, type Page } from '@playwright/test';
import { screens } from '../../screens.config';
import { withSampleQuery } from './sampleQueries';
import { moveTo, openAnew, settled, stillForPicture, watchRequests, type Requests } from './screenSettled';
import { createMember, shareOf } from './support';

test.describe.configure({ timeout: 180_000 });

/** Android's font scales the check holds: a common large setting, and the largest. */
const SCALES = [1.3, 2] as const;

/** Every route as a member (who sees every screen); the public ones as a visitor too (a log-in prompt, no balance). */
const MEMBER_ROUTES = screens.map((s) => withSampleQuery(s.path));
const VISITOR_ROUTES = screens.filter((s) => s.guard === 'none').map((s) => withSampleQuery(s.path));
const BATCHES = 2;

/** The screens whose pictures a human looks at, by name. */
const PICTURES: Record<string, string> = { '/': 'hall', '/mine': 'mine', '/withdrawal': 'withdrawal', [withSampleQuery('/lottery')]: 'lottery-room' };

/**
 * Android WebView's text zoom, emulated in the page (an init script: every document, from its first element on).
 *
 * The WebView passes its text zoom (WebSettings.setTextZoom, by default the system's font scale × 100) to Blink as the
 * frame's text zoom factor, which multiplies every element's computed font size, whatever unit set it, and every
 * line height given as a length. Chromium's DevTools protocol has no such switch (Emulation and Page offer page zoom,
 * device scale and default font sizes, which leave px text alone; the `accessibilityFontScaleFactor` setting is Chrome
 * for Android's text autosizer, which scales some blocks and not others). So this does it per element: with its own
 * rules off, it reads each element's natural font size and line height (and its ::before's and ::after's where they
 * have content), then sets each to that × the factor through one stylesheet rule of higher rank; again whenever an
 * element comes, or a class or an inline font changes (once per frame, before it is drawn). Transitions are held
 * during a pass, so no font size animates from one to the other. One difference from Blink: lengths in em (a padding
 * of 1em) grow here, while Blink resolves them from the unzoomed size; the app's stylesheets hold four.
 *
 * `window.textZoom(factor)` changes the factor in place, as a player changing the setting with the page open does.
 */
function installTextZoom(initial: number): void {
  const win = window as Window & { textZoom?: (factor: number) => void };
  let factor = initial;
  const MARK = 'data-text-zoom';
  const zoomRules = document.createElement('style');
  zoomRules.textContent =
    `[${MARK}]{font-size:var(--tz-fs)!important;line-height:var(--tz-lh)!important}` +
    `[${MARK}-before]::before{font-size:var(--tz-bfs)!important;line-height:var(--tz-blh)!important}` +
    `[${MARK}-after]::after{font-size:var(--tz-afs)!important;line-height:var(--tz-alh)!important}`;
  const still = document.createElement('style');
  still.textContent = '*,*::before,*::after{transition:none!important}';
  const written = new WeakMap<Element, string>();
  const scratch = document.createElement('div');
  const fontOf = (css: string | null) => {
    scratch.style.cssText = css ?? '';
    return `${scratch.style.fontSize}|${scratch.style.lineHeight}|${scratch.style.font}`;
  };
  let queued = false;

  const mattersFor = (record: MutationRecord): boolean => {
    if (record.type === 'childList') return [...record.addedNodes].some((node) => node.nodeType === Node.ELEMENT_NODE);
    if (record.attributeName !== 'style') return true;
    const el = record.target as HTMLElement;
    if (el.hasAttribute(MARK) && !el.style.getPropertyValue('--tz-fs')) written.delete(el); // its style written anew
    return !written.has(el) || fontOf(record.oldValue) !== fontOf(el.getAttribute('style'));
  };
  const observer = new MutationObserver((records) => {
    if (records.some(mattersFor)) queue();
  });
  const watch = () => observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'style'], attributeOldValue: true });
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      apply();
    });
  };
  const px = (value: string) => `${parseFloat(value) * factor}px`;
  const lineHeight = (value: string) => (value === 'normal' ? 'normal' : px(value));
  const pseudo = (el: Element, which: '::before' | '::after') => {
    const style = getComputedStyle(el, which);
    return style.content === 'none' || style.content === 'normal' ? null : [style.fontSize, style.lineHeight];
  };

  function apply(): void {
    const root = document.documentElement;
    if (!root) return;
    observer.disconnect();
    if (!zoomRules.isConnected) (document.head ?? root).append(zoomRules, still);
    if (factor === 1) {
      zoomRules.disabled = true;
      still.disabled = true;
      watch();
      return;
    }
    const elements = [root, ...document.querySelectorAll('body, body *')];
    still.disabled = false;
    zoomRules.disabled = true;
    const natural = elements.map((el) => {
      const style = getComputedStyle(el);
      return { size: style.fontSize, line: style.lineHeight, before: pseudo(el, '::before'), after: pseudo(el, '::after') };
    });
    elements.forEach((el, i) => {
      const { size, line, before, after } = natural[i]!;
      const key = `${factor}|${size}|${line}|${before?.join()}|${after?.join()}`;
      const style = (el as HTMLElement).style;
      if (!style || written.get(el) === key) return;
      written.set(el, key);
      style.setProperty('--tz-fs', px(size));
      style.setProperty('--tz-lh', lineHeight(line));
      el.setAttribute(MARK, '');
      for (const [which, values, sizeVar, lineVar] of [['before', before, '--tz-bfs', '--tz-blh'], ['after', after, '--tz-afs', '--tz-alh']] as const) {
        if (values) {
          style.setProperty(sizeVar, px(values[0]!));
          style.setProperty(lineVar, lineHeight(values[1]!));
          el.setAttribute(`${MARK}-${which}`, '');
        } else el.removeAttribute(`${MARK}-${which}`);
      }
    });
    zoomRules.disabled = false;
    void (root as HTMLElement).offsetWidth; // the new sizes taken in while transitions are still held
    still.disabled = true;
    observer.takeRecords();
    watch();
  }

  win.textZoom = (next: number) => {
    factor = next;
    apply();
  };
  watch();
  queue();
}

/**
 * What big text broke on the page as it is now, one line each. Text is each visible text node's boxes, taken at its
 * em box (the glyphs' height: a line box of `line-height: 1` is smaller than its font's content area, and that is
 * no fault); 1 px of slack everywhere.
 */
function bigTextProblems(): string[] {
  const problems = new Set<string>();
  // The phone's screen: the initial containing block (a page wider than the screen widens the window's own measures,
  // as a phone zooms out to show it all).
  const W = document.documentElement.clientWidth;
  const H = document.documentElement.clientHeight;
  const SLACK = 1;
  /**
   * Text that moves or hides by design: antd-mobile's scrolling notice, a carousel's other slides, a folded panel;
   * and any text an animation moves (the hall's notice line).
   */
  const MOVING = '.adm-notice-bar-content, .adm-swiper, .adm-collapse-panel-content';
  const BUTTONS = 'button, [role="button"], [role="tab"], .adm-button, .adm-selector-item, .app-tab, input[type="submit"], input[type="button"]';
  const TABS = '.app-tab-title, [role="tab"], .adm-tabs-tab, .adm-capsule-tabs-tab, .adm-jumbo-tabs-tab-title';
  /** An amount or odds: figures with a decimal point (1234.50, -88.00, ¥ 12.5, 1.95), perhaps a sign or a currency. */
  const AMOUNT = /^[^\d\s]{0,2}\s?[-+]?\d[\d,]*\.\d+\s?[^\d\s]{0,2}$/;

  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (el: Element) => {
    let style = styles.get(el);
    if (!style) styles.set(el, (style = getComputedStyle(el)));
    return style;
  };
  const describe = (el: Element) => {
    const classes = [...el.classList].filter((c) => !c.startsWith('adm-') || el.classList.length === 1).slice(0, 2);
    const fallback = [...el.classList].slice(0, 1);
    return `${el.tagName.toLowerCase()}${(classes.length ? classes : fallback).map((c) => `.${c}`).join('')}`;
  };
  const quote = (text: string) => `"${text.length > 24 ? `${text.slice(0, 24)}…` : text}"`;
  const hides = (value: string) => value === 'hidden' || value === 'clip';
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';

  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  const meet = (a: Box, b: Box): Box => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });
  const empty = (b: Box) => b.right - b.left <= SLACK || b.bottom - b.top <= SLACK;
  const clipBox = (el: Element): Box => {
    const r = el.getBoundingClientRect();
    return { left: r.left + el.clientLeft, top: r.top + el.clientTop, right: r.left + el.clientLeft + el.clientWidth, bottom: r.top + el.clientTop + el.clientHeight };
  };

  interface Clip {
    el: Element;
    x: boolean;
    y: boolean;
  }
  /**
   * What lies between an element and the screen: the boxes that clip it (overflow hidden or clip, with their axes),
   * nearest first and as layout decides (an absolutely placed box escapes those below its containing block; a fixed one
   * all), the fixed layer it is in, whether a box on the way scrolls sideways, and whether it moves with the page's own
   * scroll. `self`: whether the element's own overflow counts (it clips its text, not its own box).
   */
  /** A box that scrolls sideways by design lays its items in a row (a row of tabs, of chips) or holds a data table; one
   * that scrolls down (whose sideways overflow is then `auto` too) and overflows sideways does so by accident. */
  const laysInRow = (el: Element, style: CSSStyleDeclaration) =>
    el.tagName === 'TABLE' ||
    [...el.children].some((child) => child.tagName === 'TABLE') ||
    style.whiteSpace === 'nowrap' ||
    (/flex/.test(style.display) && style.flexDirection.startsWith('row') && style.flexWrap === 'nowrap') ||
    (/grid/.test(style.display) && style.gridAutoFlow.startsWith('column'));
  type Chain = { clips: Clip[]; fixed: Element | null; sideScroller: boolean; docScrolled: boolean };
  const chains = { self: new Map<Element, Chain>(), box: new Map<Element, Chain>() };
  const chainOf = (start: Element, self: boolean): Chain => {
    const cache = self ? chains.self : chains.box;
    const cached = cache.get(start);
    if (cached) return cached;
    const clips: Clip[] = [];
    let fixed: Element | null = null;
    let sideScroller = false;
    let docScrolled = true;
    let outOfFlow = false;
    for (let el: Element | null = start; el && el !== document.documentElement && el !== document.body; el = el.parentElement) {
      const style = styleOf(el);
      const counts = el === start ? self : !outOfFlow || style.position !== 'static';
      if (el !== start && counts) outOfFlow = false; // its containing block, or in flow
      if (counts) {
        if (hides(style.overflowX) || hides(style.overflowY)) clips.push({ el, x: hides(style.overflowX), y: hides(style.overflowY) });
        if (scrolls(style.overflowX) && laysInRow(el, style)) sideScroller = true;
        if (scrolls(style.overflowY)) docScrolled = false;
      }
      if (style.position === 'fixed') {
        fixed = el;
        docScrolled = false;
        break;
      }
      if (style.position === 'absolute') outOfFlow = true;
    }
    const chain = { clips, fixed, sideScroller, docScrolled };
    cache.set(start, chain);
    return chain;
  };
  const byDesign = (el: Element, until: Element, axis: 'x' | 'y') => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const style = styleOf(at);
      if (axis === 'x' && style.textOverflow === 'ellipsis') return at;
      if (axis === 'y' && style.getPropertyValue('-webkit-line-clamp') !== 'none' && style.getPropertyValue('-webkit-line-clamp') !== '') return at;
      if (at === until) break;
    }
    return null;
  };

  interface Item {
    text: string;
    el: Element;
    /** Its em boxes, one per line. */
    lines: Box[];
    /** What of them can be seen, after every clip. */
    seen: Box[];
    fixed: Element | null;
    docScrolled: boolean;
    amount: boolean;
    /** Moving by design (MOVING, or an animation on the way): its clips and its button are no fault. */
    moving: boolean;
  }
  const animated = (el: Element) => {
    for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
      if (at.getAnimations().some((animation) => animation.playState === 'running')) return true;
    }
    return false;
  };
  /** The nearest box with a background or a border around an element (the page's own aside). */
  const paintedBox = (el: Element): Element | null => {
    for (let at: Element | null = el; at && at !== document.body && at !== document.documentElement; at = at.parentElement) {
      const style = styleOf(at);
      const tinted = !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor) || style.backgroundImage !== 'none';
      const bordered = ['Top', 'Right', 'Bottom', 'Left'].filter((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0).length >= 3;
      if (tinted || bordered) return at;
    }
    return null;
  };
  const scrollsBetween = (el: Element, until: Element) => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const style = styleOf(at);
      if (scrolls(style.overflowX) || scrolls(style.overflowY)) return true;
      if (at === until) break;
    }
    return false;
  };
  const items: Item[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    const el = node.parentElement;
    if (!text || !el || el.closest('script, style, noscript, template, option')) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    range.selectNodeContents(node);
    const size = parseFloat(styleOf(el).fontSize);
    const lines = [...range.getClientRects()]
      .filter((r) => r.width > 0.5 && r.height > 0.5)
      .map((r) => {
        const band = Math.min(size, r.height);
        const top = r.top + (r.height - band) / 2;
        return { left: r.left, top, right: r.right, bottom: top + band };
      });
    if (!lines.length) continue;
    const chain = chainOf(el, true);
    const amount = AMOUNT.test(text);
    const moving = !!el.closest(MOVING) || animated(el);
    let seen = lines;
    for (const clip of chain.clips) {
      const box = clipBox(clip.el);
      // Hidden by design: a folded box, or text for screen readers only (a box of 1 px, clipped).
      if (box.right - box.left <= 2 || box.bottom - box.top <= 2 || styleOf(clip.el).clip.startsWith('rect')) {
        seen = [];
        break;
      }
      for (const line of seen) {
        const cutX = clip.x && (line.left < box.left - SLACK || line.right > box.right + SLACK);
        const cutY = clip.y && (line.top < box.top - SLACK || line.bottom > box.bottom + SLACK);
        const designX = cutX && byDesign(el, clip.el, 'x');
        const designY = cutY && byDesign(el, clip.el, 'y');
        if (moving) continue;
        if (amount && (cutX || cutY)) problems.add(`amount cut: ${quote(text)} in ${describe(el)}, by ${describe(clip.el)}`);
        else if ((cutX && !designX) || (cutY && !designY)) problems.add(`text cut: ${quote(text)} in ${describe(el)}, by ${describe(clip.el)}`);
      }
      seen = seen.map((line) => meet(line, { left: clip.x ? box.left : -Infinity, right: clip.x ? box.right : Infinity, top: clip.y ? box.top : -Infinity, bottom: clip.y ? box.bottom : Infinity })).filter((line) => !empty(line));
    }
    // An amount cut short by an ellipsis (its own box narrower than its figures) is cut all the same.
    if (amount) {
      const ellipsis = byDesign(el, document.body, 'x');
      if (ellipsis && ellipsis.scrollWidth > ellipsis.clientWidth + SLACK) problems.add(`amount cut: ${quote(text)} in ${describe(el)}, by the ellipsis of ${describe(ellipsis)}`);
      const tops = new Set(lines.map((line) => Math.round(line.top / 4)));
      if (tops.size > 1) problems.add(`amount broken over ${tops.size} lines: ${quote(text)} in ${describe(el)}`);
    }
    if (!chain.sideScroller) {
      for (const line of seen) {
        if (line.left < -SLACK || line.right > W + SLACK) problems.add(`text past the screen's edge: ${quote(text)} in ${describe(el)}`);
      }
    }
    // Out of sight by design: above the page's top or left of its start (a pull-to-refresh's words).
    const scrolled = { x: window.scrollX, y: window.scrollY };
    if (!seen.length || lines.every((line) => line.bottom + scrolled.y <= 0 || line.right + scrolled.x <= 0)) continue;
    // Words out of the box painted around them (a badge's pill, a chip, a tinted cell): the box did not grow with them.
    // Not a box that scrolls, nor one inside it: what it holds is reached by scrolling.
    const painted = paintedBox(el);
    if (painted && !moving && !scrollsBetween(el, painted)) {
      const r = painted.getBoundingClientRect();
      if (lines.some((line) => line.left < r.left - SLACK || line.right > r.right + SLACK || line.top < r.top - SLACK || line.bottom > r.bottom + SLACK)) {
        problems.add(`words out of their box: ${quote(text)} in ${describe(el)}, box ${describe(painted)}`);
      }
    }
    // A word squeezed to a character a line (a label beside something that would not give way).
    if (lines.length > 1 && text.length > 1 && lines.every((line) => line.right - line.left < size * 1.5)) problems.add(`text squeezed to a character a line: ${quote(text)} in ${describe(el)}`);
    items.push({ text, el, lines, seen, fixed: chain.fixed, docScrolled: chain.docScrolled, amount, moving });
  }

  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > W + SLACK) problems.add(`the page scrolls sideways: ${scroller.scrollWidth} px wide`);

  // Text over other text (in the same layer: a fixed bar or sheet lies over the page by design).
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const a = items[i]!;
      const b = items[j]!;
      if (a.fixed !== b.fixed) continue;
      const over = a.seen.some((p) => b.seen.some((q) => !empty(meet(p, q))));
      if (over) problems.add(`text over text: ${quote(a.text)} in ${describe(a.el)} and ${quote(b.text)} in ${describe(b.el)}`);
    }
  }

  // Text of the page that a bar fixed at the bottom (the tab bar, a form's button bar) still hides at the end of the
  // page: the page's end leaves it no room to scroll clear.
  const bars = [...document.querySelectorAll('body *')].filter((el) => {
    if (styleOf(el).position !== 'fixed' || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width >= W / 2 && r.height > 0 && r.top >= H / 2 && r.bottom >= H - 2;
  });
  const end = scroller.scrollHeight - H - scroller.scrollTop; // how far the page can still scroll down
  for (const bar of bars) {
    const top = bar.getBoundingClientRect().top;
    for (const item of items) {
      if (!item.docScrolled || item.fixed) continue;
      if (item.seen.some((line) => line.bottom - end > top + SLACK)) problems.add(`text under ${describe(bar)} at the page's end: ${quote(item.text)} in ${describe(item.el)}`);
    }
  }

  // Buttons: whole on the screen and in the boxes that clip them, their words inside them.
  for (const button of document.querySelectorAll(BUTTONS)) {
    if (!button.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const r = button.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    const chain = chainOf(button, false);
    const label = quote((button.textContent ?? '').trim() || button.getAttribute('aria-label') || '');
    const fixed = chain.fixed ?? (styleOf(button).position === 'fixed' ? button : null);
    if ((!chain.sideScroller && (r.left < -SLACK || r.right > W + SLACK)) || (fixed && (r.top < -SLACK || r.bottom > H + SLACK))) {
      problems.add(`button cut by the screen's edge: ${label} ${describe(button)}`);
    }
    for (const clip of chain.clips) {
      if (clip.el.matches(MOVING) || clip.el.closest(MOVING)) break;
      const box = clipBox(clip.el);
      const inside = empty(meet(r, box));
      const cut = (clip.x && (r.left < box.left - SLACK || r.right > box.right + SLACK)) || (clip.y && (r.top < box.top - SLACK || r.bottom > box.bottom + SLACK));
      if (cut && !inside) problems.add(`button cut by ${describe(clip.el)}: ${label} ${describe(button)}`);
    }
    for (const item of items) {
      if (!button.contains(item.el) || item.moving) continue;
      const out = item.lines.some((line) => line.left < r.left - SLACK || line.right > r.right + SLACK || line.top < r.top - SLACK || line.bottom > r.bottom + SLACK);
      if (out && !byDesign(item.el, button, 'x')) problems.add(`words out of their button: ${quote(item.text)} in ${describe(button)}`);
    }
  }

  // Tab labels on one line (or shortened by an ellipsis, by design).
  for (const tab of document.querySelectorAll(TABS)) {
    for (const item of items) {
      if (!tab.contains(item.el)) continue;
      const tops = new Set(item.lines.map((line) => Math.round(line.top / 4)));
      if (tops.size > 1) problems.add(`tab label on ${tops.size} lines: ${quote(item.text)} in ${describe(tab)}`);
    }
  }

  // A field's hint (its placeholder) whole in the field, or shortened by design (an ellipsis).
  const measure = document.createElement('canvas').getContext('2d');
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
    if (!measure || field.value || !field.placeholder || !field.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const style = styleOf(field);
    if (style.textOverflow === 'ellipsis') continue;
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const needed = measure.measureText(field.placeholder).width;
    if (field instanceof HTMLInputElement && needed > room + SLACK) problems.add(`hint cut: ${quote(field.placeholder)} in ${describe(field)} (${Math.round(needed)} of ${Math.round(room)} px)`);
  }

  return [...problems];
}

/** Sets the text zoom in every frame of the page, and waits two frames for what measures itself to follow. */
async function zoomTo(page: Page, factor: number): Promise<void> {
  for (const frame of page.frames()) await frame.evaluate((f) => (window as Window & { textZoom?: (f: number) => void }).textZoom?.(f), factor).catch(() => undefined);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The screen as a player sees it (390×844), at the top and, if it scrolls, at its end; then back at the top. */
async function takePictures(page: Page, name: string): Promise<void> {
  await stillForPicture(page);
  await page.screenshot({ path: `test-results/big-text/${name}.png`, scale: 'css' });
  const scrolls = await page.evaluate(() => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, end);
    return end > 0;
  });
  if (scrolls) {
    await stillForPicture(page);
    await page.screenshot({ path: `test-results/big-text/${name}-end.png`, scale: 'css' });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

async function walk(page: Page, routes: string[], pictures: boolean): Promise<string[]> {
  const found: string[] = [];
  const requests: Requests = watchRequests(page);
  await page.addInitScript(installTextZoom, SCALES[0]);
  await openAnew(page, '/');
  for (const [index, path] of routes.entries()) {
    await moveTo(page, path);
    await settled(page, requests);
    // Each route is drawn at one scale and then changed to the other, half of them each way.
    for (const scale of index % 2 ? [...SCALES].reverse() : SCALES) {
      await zoomTo(page, scale);
      let problems = await page.evaluate(bigTextProblems);
      if (problems.length) {
        // As the accessibility scan does: a screen changing as it was measured (a late answer, a toast, a list growing:
        // /fanshui once read 401 px wide at 200 %, then not) is measured again once settled; what stays is reported.
        await settled(page, requests);
        problems = await page.evaluate(bigTextProblems);
      }
      for (const problem of problems) found.push(`${path} at ${scale * 100} %: ${problem}`);
      if (pictures && PICTURES[path]) await takePictures(page, `${PICTURES[path]}-${scale * 100}`);
    }
  }
  return found;
}

for (let n = 0; n < BATCHES; n += 1) {
  test(`big text, routes batch ${n + 1}/${BATCHES} as a visitor: nothing cut, nothing over other text`, async ({ page }) => {
    const found = await walk(page, shareOf(VISITOR_ROUTES, BATCHES, n), false);
    expect(found, found.join('\n')).toEqual([]);
  });

  test(`big text, routes batch ${n + 1}/${BATCHES} as a member: nothing cut, nothing over other text`, async ({ page, request }) => {
    const { token } = await createMember(request);
    await page.addInitScript((t) => localStorage.setItem('app.token', t), token);
    const found = await walk(page, shareOf(MEMBER_ROUTES, BATCHES, n), true);
    expect(found, found.join('\n')).toEqual([]);
  });
}
