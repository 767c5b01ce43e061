// i18next in the brand's languages. Words come through one loader (vite/brand.ts): locales/<lang>/<ns>.json with the
// brand's overrides merged over them. The brand's default language ships with the code (the shared namespaces here,
// each feature's own when its code loads: virtual:locale/<ns>); another language is one chunk with every namespace
// (virtual:languages), loaded before the first render when a member chose it. Code always names keys in full
// ('ns:key') so a test can check each one exists.
import { getDefaultConfig, setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import brandWords from 'virtual:locale/brand';
import common from 'virtual:locale/common';
import errors from 'virtual:locale/errors';
import nav from 'virtual:locale/nav';
import renderers from 'virtual:locale/renderers';
import validation from 'virtual:locale/validation';
import languageLoaders, { names as languageNames } from 'virtual:languages';
import { brand } from '../../brand.config';
import { BASE_LANGUAGE, followScreenLanguage, initialLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES } from '../lib/language';

type Bundle = Record<string, Record<string, unknown>>;

/** The base language (every other one falls back to it) and the brand's languages, from src/lib/language.ts. */
export { BASE_LANGUAGE, LANGUAGES };
/** A language's name in itself ('English', not 'Anglais'), as its own locale files write it. */
export const languageName = (lang: string): string => languageNames[lang] ?? lang;

const shared: Record<string, Bundle> = { brand: brandWords, common, errors, nav, renderers, validation };
const bundled = Object.keys(brandWords);
const resources = Object.fromEntries(
  bundled.map((lang) => [lang, Object.fromEntries(Object.entries(shared).map(([ns, bundle]) => [ns, bundle[lang] ?? {}]))]),
);

void i18n.use(initReactI18next).init({
  lng: brand.defaultLanguage,
  fallbackLng: BASE_LANGUAGE,
  supportedLngs: [...new Set([...LANGUAGES, BASE_LANGUAGE])],
  resources,
  partialBundledLanguages: true,
  ns: Object.keys(shared),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // Named, though they are i18next's defaults: left unset, i18next tests every key it is asked for against a set of
  // regular expressions (could it be a sentence rather than a key?), most of a translation's time on a slow phone.
  nsSeparator: ':',
  keySeparator: '.',
  returnNull: false,
  initAsync: false,
});

/** Adds a namespace shipped with a lazily loaded feature (all its languages), before its screens render. */
export function registerLocale(ns: string, bundle: Bundle): void {
  for (const [lang, words] of Object.entries(bundle)) registerNamespace(ns, words, lang);
}

/** Adds one language's words of a namespace (tests add made-up ones this way). */
export function registerNamespace(ns: string, words: Record<string, unknown>, lang: string = BASE_LANGUAGE): void {
  if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, words);
}

/** The language in use, e.g. for Intl formatting. */
export const currentLanguage = (): string => i18n.language || brand.defaultLanguage;

const loaded = new Set(bundled);

/** antd-mobile's zh-CN words: its default, which its config module already holds (importing them again gains nothing). */
const kitDefault = getDefaultConfig().locale;

/** antd-mobile's own words (pickers, pull-to-refresh) per language. */
const kitLocales: Record<string, () => Promise<{ default: object }>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  'zh-CN': () => Promise.resolve({ default: kitDefault }),
};

/** Switches to a language, first loading its words when they did not ship with the code. */
async function switchLanguage(lang: string): Promise<void> {
  if (!loaded.has(lang)) {
    const load = (languageLoaders as Record<string, (() => Promise<{ default: Bundle }>) | undefined>)[lang];
    if (!load) return;
    const { default: words } = await load();
    for (const [ns, bundle] of Object.entries(words)) i18n.addResourceBundle(lang, ns, bundle, true, false);
    loaded.add(lang);
  }
  const kit = kitLocales[lang] ?? kitLocales[lang.split('-')[0]!];
  if (kit && (lang !== BASE_LANGUAGE || i18n.language !== lang)) setDefaultConfig({ locale: (await kit()).default as never });
  await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * Resolves once the member's language (kept from an earlier visit) is ready; main.tsx renders after it. From then on
 * the API is asked to answer in the language i18next shows (src/lib/language.ts).
 */
export const languageReady: Promise<void> = switchLanguage(initialLanguage())
  .catch(() => undefined)
  .then(() => followScreenLanguage(() => i18n.language));

/** The member's choice of language, kept across visits. */
export async function setLanguage(lang: string): Promise<void> {
  if (!LANGUAGES.includes(lang)) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage disabled: the choice lasts this visit
  }
  await switchLanguage(lang);
}

export default i18n;
