// i18next, Chinese only: the shared namespaces bundled here, each feature's own registered when its code loads.
// Code always names keys in full ('ns:key') so a test can check each one exists.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import brand from '../../locales/zh-CN/brand.json';
import common from '../../locales/zh-CN/common.json';
import errors from '../../locales/zh-CN/errors.json';
import nav from '../../locales/zh-CN/nav.json';
import renderers from '../../locales/zh-CN/renderers.json';
import validation from '../../locales/zh-CN/validation.json';

export const LANGUAGE = 'zh-CN';
/** What every screen may need; a feature's own words come with its code (registerNamespace). */
export const resources = { brand, common, errors, nav, renderers, validation };

void i18n.use(initReactI18next).init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  resources: { [LANGUAGE]: resources },
  ns: Object.keys(resources),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Adds a namespace shipped with a lazily loaded feature, before its screens render. */
export function registerNamespace(ns: string, bundle: Record<string, unknown>): void {
  if (!i18n.hasResourceBundle(LANGUAGE, ns)) i18n.addResourceBundle(LANGUAGE, ns, bundle);
}

export default i18n;
