// Which language the member reads, without i18next: the entry ahead of the app (src/ahead.ts) sends its calls before
// i18next has loaded, and the one client (src/api/client.ts) asks the server to answer every call in this language
// (Accept-Language: the brand's seed.json may give its texts per language). src/kit/i18n.ts starts in it too.
// The build's config imports it (vite/upgradeGate.ts): its imports name their files whole, as Node's own loader needs.
import { brand } from '../../brand.config.ts';

export { BASE_LANGUAGE } from '../../core/constants.ts';

export const LANGUAGES: readonly string[] = brand.languages;
/** Where the member's choice is kept across visits. */
export const LANGUAGE_STORAGE_KEY = 'app.language';

/** The member's choice (kept from an earlier visit) when the brand offers it, else the brand's default. */
export function initialLanguage(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage disabled: the brand's default
  }
  return stored && LANGUAGES.includes(stored) ? stored : brand.defaultLanguage;
}

let shown: (() => string) | undefined;

/** The language the screen is in: i18next's once it has its first language ready, the member's choice before. */
export const screenLanguage = (): string => shown?.() || initialLanguage();

/** Called by src/kit/i18n.ts once its first language is ready. */
export function followScreenLanguage(current: () => string): void {
  shown = current;
}
