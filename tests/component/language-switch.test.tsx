// The language switch names each of the brand's languages in itself, with the words of that language's own locale
// files (common:languageName), so an operator words it like every other label; picking one switches the app, and the
// server's answers on screen are asked again in it (the brand's seed.json may give its texts per language).
import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '../../brand.config';
import { BASE_LANGUAGE, setLanguage } from '../../src/kit/i18n';
import { LanguageSwitch } from '../../src/kit/LanguageSwitch';
import { appInfoQuery } from '../../src/session/queries';
import { mswServer } from '../setup/msw';
import { appInfo } from './appHarness';
import { apiUrl, renderWithApp } from './harness';

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

describe("the server's answers on screen", () => {
  /** The site settings' title as a server whose seed gives one per language answers it. */
  const titleIn = (lang: string | null) => `${appInfo.title} (${lang})`;

  function SiteTitle() {
    return <h1>{useQuery(appInfoQuery).data?.title}</h1>;
  }

  it('are asked again in the language picked, without a reload, and stay on screen meanwhile', async () => {
    const other = brand.languages.find((lang) => lang !== brand.defaultLanguage)!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    mswServer.use(
      http.post(apiUrl('/api/app'), async ({ request }) => {
        const lang = request.headers.get('accept-language');
        if (lang === other) await held;
        return HttpResponse.json({ code: 200, message: 'ok', data: { ...appInfo, title: titleIn(lang) } });
      }),
    );
    renderWithApp(
      <>
        <SiteTitle />
        <LanguageSwitch />
      </>,
    );
    expect(await screen.findByRole('heading', { name: titleIn(brand.defaultLanguage) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ownName(other) }));
    await screen.findByRole('button', { name: ownName(other), pressed: true });
    expect(screen.getByRole('heading', { name: titleIn(brand.defaultLanguage) })).toBeInTheDocument(); // still there
    release();
    expect(await screen.findByRole('heading', { name: titleIn(other) })).toBeInTheDocument();
  });
});
