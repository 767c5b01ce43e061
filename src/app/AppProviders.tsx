// Everything a screen needs around it: server state, words, the UI kit's locale and the brand.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { BrandConfig } from '../../brand.config';
import { BrandProvider } from './brand';
import i18n from './i18n';
import './antdReact19';

export function AppProviders({ queryClient, brand, children }: { queryClient: QueryClient; brand: BrandConfig; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={zhCN}>
          <BrandProvider brand={brand}>{children}</BrandProvider>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
