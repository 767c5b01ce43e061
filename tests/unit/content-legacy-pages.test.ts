// @vitest-environment node
// Where a back end without the about and sponsorship articles keeps those pages (the legacy client's places): the
// brand's own terms and privacy words, and the back end's /h5/<n>.html, with the article routes' types and defaults.
import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../../src/api/wire/capabilities';
import { aboutWordsFor, sponsorPageUrl } from '../../src/features/content/legacyPages';

const BASE = 'https://api.example.test';

describe('legacy content pages', () => {
  it('/abouts type 5 is the terms and 6 the privacy policy (5 when unsaid); another type has none', () => {
    expect(aboutWordsFor('5')).toBe('terms');
    expect(aboutWordsFor('6')).toBe('privacy');
    expect(aboutWordsFor(null)).toBe('terms');
    expect(aboutWordsFor('7')).toBeNull();
  });

  it('/zhanzhuye type 1 and 2 are the back end\'s /h5/1.html and /h5/2.html (1 when unsaid); another type has none', () => {
    expect(sponsorPageUrl('1', BASE)).toBe(`${BASE}/h5/1.html`);
    expect(sponsorPageUrl('2', `${BASE}/api/`)).toBe(`${BASE}/h5/2.html`);
    expect(sponsorPageUrl('', BASE)).toBe(`${BASE}/h5/1.html`);
    expect(sponsorPageUrl('3', BASE)).toBeNull();
  });

  it('only the Laravel back end lacks the articles', () => {
    expect(CAPABILITIES.reference.articlePages).toBe(true);
    expect(CAPABILITIES.laravel.articlePages).toBe(false);
  });
});
