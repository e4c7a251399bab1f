import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import type { I18n } from '../lib/i18n/core.ts';
import { currentLanguage, i18n } from '../lib/i18n/index.ts';
import { I18nProvider } from '../lib/i18n/react.tsx';
import { queryClient } from '../lib/query-client.ts';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client; the app uses the shared one. */
  client?: QueryClient;
  /** The server renders each request with its own instance (entry-server.tsx); the app uses the shared one. */
  i18nInstance?: I18n;
}

/** Query cache, translations and antd-mobile's own texts in the current language. */
export function AppProviders({ children, client = queryClient, i18nInstance = i18n }: AppProvidersProps) {
  const antdLocale = currentLanguage() === 'en-US' ? enUS : zhCN;
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18nInstance}>
        <ConfigProvider locale={antdLocale}>{children}</ConfigProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
