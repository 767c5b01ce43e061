// The operator's page of field reports (/admin/field): a build of its own (vite/adminPage.ts), never in the players'
// bundle. Its words are locales/<lang>/field.json, in zh-CN and en; its colours the brand's theme.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { brand } from '../../../brand.config';
import en from '../../../locales/en/field.json';
import zh from '../../../locales/zh-CN/field.json';
import { FieldPage } from './FieldPage';
import './field.css';

export const LANGUAGES = ['zh-CN', 'en'] as const;
const LANGUAGE_KEY = 'field.language';
const stored = localStorage.getItem(LANGUAGE_KEY);

void i18next.use(initReactI18next).init({
  resources: { 'zh-CN': { field: zh }, en: { field: en } },
  lng: stored === 'en' || stored === 'zh-CN' ? stored : brand.defaultLanguage === 'en' ? 'en' : 'zh-CN',
  fallbackLng: 'zh-CN',
  ns: ['field'],
  defaultNS: 'field',
  interpolation: { escapeValue: false },
});
i18next.on('languageChanged', (lang) => {
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
  document.title = i18next.t('field:title');
});
document.documentElement.lang = i18next.language;
document.title = i18next.t('field:title');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={new QueryClient()}>
        <FieldPage />
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);
