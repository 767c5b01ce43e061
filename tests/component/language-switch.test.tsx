// The language switch names each of the brand's languages in itself, with the words of that language's own locale
// files (common:languageName), so an operator words it like every other label; picking one switches the app.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '../../brand.config';
import { BASE_LANGUAGE, setLanguage } from '../../src/app/i18n';
import { LanguageSwitch } from '../../src/app/LanguageSwitch';
import { renderWithApp } from './harness';

/** common:languageName as locales/<lang>/common.json writes it. */
const ownName = (lang: string): string =>
  (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales', lang, 'common.json'), 'utf8')) as { languageName: string })
    .languageName;

afterEach(async () => {
  await act(() => setLanguage(BASE_LANGUAGE));
  localStorage.clear();
});

describe('the language switch', () => {
  it('names every language of the brand as its own locale files do', () => {
    expect(brand.languages.length).toBeGreaterThan(1);
    renderWithApp(<LanguageSwitch />);
    for (const lang of brand.languages) {
      expect(screen.getByRole('button', { name: ownName(lang) })).toHaveAttribute('lang', lang);
    }
  });

  it('switches to the language picked, and marks it', async () => {
    const other = brand.languages.find((lang) => lang !== brand.defaultLanguage)!;
    renderWithApp(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: ownName(brand.defaultLanguage) })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: ownName(other) }));
    expect(await screen.findByRole('button', { name: ownName(other), pressed: true })).toBeInTheDocument();
  });
});
