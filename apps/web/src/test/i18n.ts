import type { Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@sprout/contracts';
import { LANGUAGES } from '@sprout/contracts/light';
import { i18n, setDocumentLanguage } from '../lib/i18n/index.ts';
import { NAMESPACES } from '../locales/resources.ts';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

/** Every locale file, by language and namespace. */
export function allResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!language || !namespace) continue;
    resources[language] = { ...resources[language], [namespace]: content };
  }
  return resources;
}

/** The app's i18n instance with the real texts bundled in (no backend), in the given language. */
export async function setUpTestI18n(language: Language = 'zh-CN'): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      supportedLngs: LANGUAGES,
      fallbackLng: false,
      resources: allResources(),
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  setDocumentLanguage(language);
}
