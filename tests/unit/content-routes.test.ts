// @vitest-environment node
// Which article each content route shows, and how the download page opens the app link.
import { describe, expect, it } from 'vitest';
import { articleTypeFor, HELP_TYPES } from '../../src/features/content/articleTypes';
import { downloadKind } from '../../src/lib/downloadLink';

describe('articleTypeFor', () => {
  it('shows the help types as they are, in the spec\'s order', () => {
    expect(HELP_TYPES).toEqual([7, 1, 2, 3, 4, 5, 8]);
    for (const type of HELP_TYPES) expect(articleTypeFor('/boutBallBetInfo', String(type))).toBe(type);
    expect(articleTypeFor('/boutBallBetInfo', '6')).toBeNull();
    expect(articleTypeFor('/boutBallBetInfo', null)).toBeNull();
  });

  it('moves the about pages by ten (type 5 would collide with the help centre\'s type 5)', () => {
    expect(articleTypeFor('/abouts', '5')).toBe(15);
    expect(articleTypeFor('/abouts', '6')).toBe(16);
    expect(articleTypeFor('/abouts', null)).toBe(15);
    expect(articleTypeFor('/abouts', '7')).toBeNull();
  });

  it('maps the sponsorship pages to 21 and 22', () => {
    expect(articleTypeFor('/zhanzhuye', '1')).toBe(21);
    expect(articleTypeFor('/zhanzhuye', '2')).toBe(22);
    expect(articleTypeFor('/zhanzhuye', '3')).toBeNull();
    expect(articleTypeFor('/zhanzhuye', 'constructor')).toBeNull();
  });

});

describe('downloadKind', () => {
  const base = 'https://site.example/index.html';
  it('opens a web page in the frame page', () => {
    expect(downloadKind('/files/pages/download.html', base)).toBe('page');
    expect(downloadKind('https://apps.example/ios', base)).toBe('page');
  });

  it('starts an install link from a hidden frame', () => {
    expect(downloadKind('itms-services://?action=download-manifest&url=https://x/app.plist', base)).toBe('install');
    expect(downloadKind('https://cdn.example/app.ipa', base)).toBe('install');
    expect(downloadKind('/downloads/app.apk', base)).toBe('install');
  });

  it('follows nothing else', () => {
    expect(downloadKind('', base)).toBeNull();
    expect(downloadKind(null, base)).toBeNull();
    expect(downloadKind('javascript:alert(1)', base)).toBeNull();
  });
});
